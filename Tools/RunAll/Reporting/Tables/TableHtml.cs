using System.Xml.Linq;
using static SerializerTests.RunAll.Reporting.HtmlReport;

namespace SerializerTests.RunAll.Reporting.Tables;

public static class TableHtml
{
    public static XElement Of(Table table)
    {
        var header =
            H("tr", table.Columns.Select(c =>
            H("th", Attribute("title", c.Title), Attribute("data-column", c.Key), c.Heading)));
        var rows = table.Rows.Select(r => H("tr", r.Attributes?.Select(a => new XAttribute(a.Name, a.Value)),
            r.Cells.Select((cell, i) => Cell(r.NamedByFirstCell && i == 0 ? "th" : "td", table.Columns[i], cell))));
        return H("table", new XAttribute("data-table", table.Id), H("thead", header), H("tbody", rows));
    }

    static XElement Cell(string element, TableColumn column, TableCell cell) =>
        H(element, Attribute("data-column", column.Key), Attribute("class", cell.Class), Attribute("title", cell.Title),
            cell.Text);

    static XAttribute? Attribute(string name, string? value) => value is null ? null : new XAttribute(name, value);
}
