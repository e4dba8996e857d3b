using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerTests.Results;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Summaries;

/// <summary>
/// analysis.json, the <see cref="RunAnalysis"/> of a results folder as the analysis step wrote it: JSON of the record, a use-case
/// view named by its id. Reading it never throws on a bad file: a missing, damaged or other-version file is one line said and null,
/// and the analysis is judged again from the folder's own files.
/// </summary>
public static class AnalysisFile
{
    static readonly JsonSerializerOptions Json = new()
    {
        WriteIndented = true,
        NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals,
        Converters = { new JsonStringEnumConverter(), new ViewById() },
    };

    public static string PathIn(string folder) => Path.Combine(folder, RunFolder.Files.RunAnalysis);

    public static void Write(string folder, RunAnalysis analysis) =>
        File.WriteAllText(PathIn(folder), JsonSerializer.Serialize(analysis, Json) + "\n");

    /// <summary>The folder's analysis, or null with <paramref name="say"/> told why it will be judged again.</summary>
    public static RunAnalysis? Read(string folder, Action<string> say)
    {
        string path = PathIn(folder);
        string why;
        try
        {
            if (!File.Exists(path))
                why = "not in the folder (a run from before the analysis step)";
            else if (JsonSerializer.Deserialize<RunAnalysis>(File.ReadAllText(path), Json) is not { } analysis || analysis.Matrix is null)
                why = "empty";
            else if (analysis.Version != RunAnalysis.CurrentVersion)
                why = $"format {analysis.Version}, this RunAll writes {RunAnalysis.CurrentVersion}";
            else
                return analysis;
        }
        catch (Exception ex) when (ex is JsonException or IOException or UnauthorizedAccessException or NotSupportedException)
        {
            why = $"damaged ({ex.Message.Split('\n')[0]})";
        }
        say(Recomputed(why));
        return null;
    }

    /// <summary>The line that says the analysis is judged again, and why.</summary>
    public static string Recomputed(string why) =>
        $"{RunFolder.Files.RunAnalysis}: {why}; judged again from the combined CSV and the files beside it.";

    /// <summary>A view is code (its criteria read the matrix); the file names it, and reading finds it again by that name.</summary>
    sealed class ViewById : JsonConverter<UseCaseView>
    {
        public override UseCaseView Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
        {
            string? id = reader.GetString();
            return UseCaseViews.All.FirstOrDefault(v => v.Id == id) ?? throw new JsonException($"no use-case view '{id}'");
        }

        public override void Write(Utf8JsonWriter writer, UseCaseView value, JsonSerializerOptions options) => writer.WriteStringValue(value.Id);
    }
}
