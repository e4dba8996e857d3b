using System.Text;

namespace SerializerTests.RunAll.Reporting.Tables;

public static class TableMarkdown
{
    public static void Write(StringBuilder markdown, Table table)
    {
        markdown.AppendLine("| " + string.Join(" | ", table.Columns.Select(c => Escape(c.Heading))) + " |");
        markdown.AppendLine("|" + string.Concat(table.Columns.Select(c => c.RightAligned ? "--:|" : "---|")));
        foreach (var row in table.Rows)
            markdown.AppendLine("| " + string.Join(" | ", row.Cells.Select(c => Escape(c.Text))) + " |");
    }

    public static string Escape(string text) => text.Replace("|", "\\|", StringComparison.Ordinal);
}
