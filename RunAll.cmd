@echo off
rem Thin wrapper over the orchestrator (Tools\RunAll); RunAll.sh takes the same arguments on Linux.
setlocal
cd /d "%~dp0"
where dotnet >nul 2>&1 || (echo RunAll: the .NET SDK 10 ^(dotnet^) is required and is not on PATH 1>&2 & exit /b 1)
dotnet build Tools\RunAll\RunAll.csproj -c Release -nologo -v:q >nul 2>&1 || (echo RunAll: building the orchestrator failed: 1>&2 & dotnet build Tools\RunAll\RunAll.csproj -c Release -nologo -v:q 1>&2 & exit /b 1)
dotnet Tools\RunAll\bin\Release\net10.0\RunAll.dll %*
exit /b %ERRORLEVEL%
