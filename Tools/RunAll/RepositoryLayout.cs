namespace SerializerTests.RunAll;

public static class RepositoryLayout
{
    public static string ArtifactsPath(string root) => Path.Combine(root, "artifacts");

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
