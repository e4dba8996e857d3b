using SerializerTests.RunAll.Reporting;
using Spectre.Console;

namespace SerializerTests.RunAll.Analysis;

public static class AnalysisTables
{
    const int TopMethods = 3;
    const int MethodWidth = 70;

    public static void Write(TraceAnalysis analysis, TextWriter output)
    {
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Out = new AnsiConsoleOutput(output),
        });
        console.Profile.Width = 160;

        var firstCalls = analysis.FirstCalls.OrderBy(t => t.Cell.Target.Key)
            .ThenBy(t => t.Details.Metrics.FirstCallJitMs ?? 0).ToList();
        foreach (var target in firstCalls.GroupBy(t => t.Cell.Target))
        {
            var table = NewTable($"{target.Key}: first call (launch {analysis.KeptLaunch}), from the trace",
                "Serializer", "Assemblies", "Beyond the common set", "JIT in first call",
                    "Top jitted methods in first call");
            foreach (var (cell, details) in target)
            {
                var extra = analysis.Assemblies.Where(a =>
                    a.Runtime == cell.Target.Runtime && a.Variant == cell.Target.VariantName
                    && a.Serializer == cell.Serializer.ToString() && !a.LoadedByAll).Select(a => a.Assembly).ToList();
                var m = details.Metrics;
                AddRow(table, cell.Serializer.ToString(),
                    m.AssembliesLoaded?.ToString() ?? "n/a",
                    m.AssembliesLoaded is null ? "n/a" : extra.Count == 0 ? "-"
                        : $"{extra.Count}: {string.Join(", ", extra)}",
                    m.FirstCallJitMethods is null ? (m.Note ?? "n/a")
                        : $"{m.FirstCallJitMethods} methods, "
                            + $"{(m.FirstCallJitMs is { } jit ? Units.Milliseconds(jit) : "n/a")}",
                    string.Join("\n",
                        details.FirstCallJitted.Take(TopMethods)
                        .Select(j => $"{Units.Milliseconds(j.Ms),9} {Short(j.Name)}")));
            }
            console.Write(table);
        }

        var exceptions = NewTable("Exceptions thrown (caught or not)", "Runtime variant", "Serializer", "Test", "Count",
            "Types");
        foreach (var group in analysis.Exceptions.GroupBy(e => (e.Runtime, e.Variant, e.Serializer, e.Test)))
            AddRow(exceptions, $"{group.Key.Runtime} {group.Key.Variant}", group.Key.Serializer, group.Key.Test,
                group.Sum(e => e.Count).ToString(),
                    string.Join("\n", group.Select(e => $"{e.ExceptionType} ×{e.Count}")));
        if (analysis.Exceptions.Count == 0)
            AddRow(exceptions, "-", "none of the traced children threw", "", "", "");
        console.Write(exceptions);

        var cpu = NewTable("Where the CPU goes: exclusive samples (steady-state child where there is one)",
            "Runtime variant", "Serializer", "Test",
            "Top methods");
        foreach (var group in analysis.CpuSamples.GroupBy(c => (c.Runtime, c.Variant, c.Serializer, c.Test)))
            AddRow(cpu, $"{group.Key.Runtime} {group.Key.Variant}", group.Key.Serializer, group.Key.Test,
                string.Join("\n", group.Take(TopMethods + 2).Select(c => $"{c.Percent,5:F1}% {Short(c.Method)}")));
        console.Write(cpu);
    }

    static Table NewTable(string title, params string[] columns)
    {
        var table = new Table { Title = new TableTitle(Markup.Escape(title)), Border = TableBorder.Ascii };
        foreach (var column in columns)
            table.AddColumn(new TableColumn(Markup.Escape(column)));
        return table;
    }

    /// <summary>Plain text: method names are full of brackets that markup would misread.</summary>
    static void AddRow(Table table, params string[] cells) =>
        table.AddRow(cells.Select(c => (Spectre.Console.Rendering.IRenderable)new Text(c)).ToArray());

    static string Short(string method)
    {
        int paren = method.IndexOf('(');
        string name = paren > 0 ? method[..paren] : method;
        return name.Length <= MethodWidth ? name : "…" + name[^(MethodWidth - 1)..];
    }
}
