namespace SerializerTests.RunAll.Reporting.Tables;

/// <summary>A table declared once, its cells with their tooltips, and written by <see cref="TableHtml"/> into
/// report.html and by <see cref="TableMarkdown"/> into summary.md.</summary>
/// <param name="Id">report.html's <c>data-table</c>.</param>
public sealed record Table(string Id, IReadOnlyList<TableColumn> Columns, IReadOnlyList<TableRow> Rows);

/// <param name="Key">Marks the header and every cell of the column in report.html, where set.</param>
/// <param name="Title">The header's tooltip: where the column comes from.</param>
/// <param name="RightAligned">Numbers: summary.md aligns the column right.</param>
public sealed record TableColumn(string Heading, string? Key = null, string? Title = null, bool RightAligned = false);

/// <param name="Attributes">report.html's attributes of the row, in order.</param>
/// <param name="NamedByFirstCell">The first cell names the row: a header cell in report.html.</param>
public sealed record TableRow(IReadOnlyList<TableCell> Cells,
    IReadOnlyList<(string Name, string Value)>? Attributes = null,
    bool NamedByFirstCell = false);

/// <param name="Title">The cell's tooltip in report.html: the whole of a shortened text, or why the cell is
/// empty.</param>
/// <param name="Class">report.html's class of the cell.</param>
public sealed record TableCell(string Text, string? Title = null, string? Class = null)
{
    public static implicit operator TableCell(string text) => new(text);
}
