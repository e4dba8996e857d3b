using System.Xml.Linq;

namespace SerializerTests.RunAll.Reporting;

/// <summary>The one-table pages of <c>RunAll hostile</c> and <c>RunAll versioning</c>: a title, what was run, the table, how to read
/// it; self-contained (inline CSS, nothing fetched). Cells are marked <c>danger</c>, <c>warn</c> or <c>safe</c>.</summary>
static class ResultPage
{
    const string Style = """
        body { font-family: system-ui, sans-serif; margin: 24px; color: #222; max-width: 1400px; }
        p.note { color: #555; max-width: 900px; }
        table { border-collapse: collapse; font-size: 13px; }
        th, td { border: 1px solid #ccc; padding: 3px 6px; text-align: left; vertical-align: top; max-width: 320px; }
        td.num { text-align: right; } td.danger { background: #f4b4b4; font-weight: 600; } td.warn { background: #fde8c8; } td.safe { background: #eaf6ea; }
        td.unsupported { color: #777; }
        """;

    public static string Render(string title, string description, XElement table, string howToRead)
    {
        var html = new XElement("html", new XAttribute("lang", "en"),
            new XElement("head", new XElement("meta", new XAttribute("charset", "utf-8")), new XElement("title", $"SerializerTests: {title}"), new XElement("style", Style)),
            new XElement("body", new XElement("h1", $"SerializerTests: {title}"), new XElement("p", new XAttribute("class", "note"), description), table,
                new XElement("p", new XAttribute("class", "note"), howToRead)));
        return "<!DOCTYPE html>\n" + html.ToString(SaveOptions.DisableFormatting) + "\n";
    }
}
