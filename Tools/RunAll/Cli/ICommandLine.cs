using System.CommandLine;

namespace SerializerTests.RunAll.Cli;

/// <summary>A RunAll command's part of the command line: its definition, and the request a parse of it makes.</summary>
interface ICommandLine
{
    Command Command { get; }

    /// <param name="commandLine">The arguments as typed, recorded with the results.</param>
    RunAllRequest Request(ParseResult result, string commandLine);
}
