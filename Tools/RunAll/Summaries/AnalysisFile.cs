using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerTests.Results;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Summaries;

/// <summary>Reading never throws: a bad file is one line said and null, and the analysis is judged again.</summary>
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

    public static RunAnalysis? Read(string folder, Action<string> say)
    {
        string path = PathIn(folder);
        string why;
        try
        {
            if (!File.Exists(path))
                why = "not in the folder (the run stopped before its analysis step)";
            else if (JsonSerializer.Deserialize<RunAnalysis>(File.ReadAllText(path), Json) is not { } analysis
                || analysis.Matrix is null)
                why = "empty";
            else if (analysis.Version != RunAnalysis.CurrentVersion)
                why = $"format {analysis.Version}, this RunAll writes {RunAnalysis.CurrentVersion}";
            else
                return analysis;
        }
        catch (Exception ex) when (ex is JsonException or IOException or UnauthorizedAccessException
            or NotSupportedException)
        {
            why = $"damaged ({ex.Message.Split('\n')[0]})";
        }
        say(Recomputed(why));
        return null;
    }

    public static string Recomputed(string why) =>
        $"{RunFolder.Files.RunAnalysis}: {why}; judged again from the combined CSV and the files beside it.";

    /// <summary>A view is code; the file names it.</summary>
    sealed class ViewById : JsonConverter<UseCaseView>
    {
        public override UseCaseView Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
        {
            string? id = reader.GetString();
            return UseCaseViews.All.FirstOrDefault(v => v.Id == id)
                ?? throw new JsonException($"no use-case view '{id}'");
        }

        public override void Write(Utf8JsonWriter writer, UseCaseView value, JsonSerializerOptions options) =>
            writer.WriteStringValue(value.Id);
    }
}
