namespace SerializerTests.RunAll;

/// <summary>Finds the repository RunAll builds from: the folder holding SerializerTests.sln.</summary>
public static class RepositoryLayout
{
    /// <summary>Where built hosts and tools go (git-ignored), shared by every run so unchanged builds are reused.</summary>
    public static string ArtifactsPath(string root) => Path.Combine(root, "artifacts");

    /// <summary>Where results folders go unless <c>--out</c> says otherwise (git-ignored, but for the published reference run).</summary>
    public const string ResultsFolder = "SerializerTestResults";

    public static string ResultsPath(string root) => Path.Combine(root, ResultsFolder);

    public static string? FindRoot()
    {
        foreach (var start in new[] { Directory.GetCurrentDirectory(), AppContext.BaseDirectory })
        {
            for (var dir = new DirectoryInfo(start); dir is not null; dir = dir.Parent)
            {
                if (File.Exists(Path.Combine(dir.FullName, "SerializerTests.sln")))
                    return dir.FullName;
            }
        }
        return null;
    }
}
