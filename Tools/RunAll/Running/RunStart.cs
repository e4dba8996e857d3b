using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Running;

/// <summary>Checked before anything is made: bad input is one error line and exit 2, and no folder.</summary>
public sealed record RunStart(string Root, IReadOnlyList<string> Serializers, string OutputRoot)
{
    public static (RunStart? Start, string? Error) Check(string command, IReadOnlyList<string> serializerPatterns,
        string? outputRoot)
    {
        string option = command.Length == 0 ? "--" : command + " --";
        if (RepositoryLayout.FindRoot() is not { } root)
            return (null, "cannot find SerializerTests.sln above the current folder; run RunAll from the repository");
        var (names, unmatched) = SerializerSelection.Select(serializerPatterns);
        if (unmatched is not null)
            return (null, $"{option}serializers: no serializer matches '{unmatched}'");
        string parent = Path.GetFullPath(outputRoot ?? RepositoryLayout.ResultsPath(root));
        if (File.Exists(parent))
            return (null,
                $"{option}out: '{parent}' is a file; give the folder in which the results folder is to be created");
        return (new RunStart(root, names, parent), null);
    }

    public (string Folder, ConsoleLog Console) NewFolder(string suffix, TextWriter output)
    {
        string folder = RunFolder.NewTimestampedPath(OutputRoot, suffix);
        Directory.CreateDirectory(folder);
        return (folder, new ConsoleLog(output, Path.Combine(folder, RunFolder.Files.ConsoleLog)));
    }
}
