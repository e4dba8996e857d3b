using System.Xml.Linq;

namespace SerializerTests.RunAll.Reporting;

/// <summary>The one page shell of every report.html: self-contained, one stylesheet inline, nothing fetched.</summary>
public static class Page
{
    const string Style = """
        body { font-family: system-ui, sans-serif; margin: 24px; color: #222; max-width: 1500px; }
        h1 { font-size: 1.5em; } h2 { margin-top: 2em; border-bottom: 1px solid #ccc; } h3 { margin-bottom: 0.2em; }
        p.note { color: #555; max-width: 880px; }
        figure { margin: 12px 0; }
        table { border-collapse: collapse; font-size: 13px; }
        div.wide { overflow-x: auto; }
        th, td { border: 1px solid #ccc; padding: 3px 6px; text-align: left; vertical-align: top; max-width: 260px; }
        td.ok { background: #eaf6ea; } td.failed, td.timeout, div.failed, div.timeout { background: #fbe5e5; }
        td.unsupported, div.unsupported { background: #f3f3f3; color: #555; }
        td.missing { background: #f6f6f6; color: #777; font-style: italic; }
        table[data-table=matrix] { font-size: 12px; } table[data-table=matrix] td, table[data-table=matrix] tbody th { white-space: nowrap; }
        table[data-table=matrix] thead th { max-width: 90px; }
        ul.sources { font-size: 12px; color: #444; max-width: 1100px; } ul.not-ranked { color: #555; max-width: 1100px; }
        p.rule { font-size: 13px; background: #f4f7fb; padding: 4px 8px; max-width: 1100px; }
        div.view { margin-bottom: 1.5em; }
        """ + "\ntd.num { text-align: right; } td.danger { background: #f4b4b4; font-weight: 600; } "
        + "td.warn { background: #fde8c8; } td.safe { background: #eaf6ea; }" + "\n" + Charts.Svg.Style;

    /// <param name="title">The page's title.</param>
    /// <param name="body">What the body holds, in order.</param>
    public static string Render(string title, XElement body)
    {
        var html = new XElement("html", new XAttribute("lang", "en"),
            new XElement("head", new XElement("meta", new XAttribute("charset", "utf-8")), new XElement("title", title),
                new XElement("style", Style)),
            body);
        return "<!DOCTYPE html>\n" + html.ToString(SaveOptions.DisableFormatting) + "\n";
    }

    /// <summary>A one-table page: a title, what was run, the table, how to read it.</summary>
    public static string OneTable(string title, string description, XElement table, string howToRead) =>
        Render($"SerializerTests: {title}", new XElement("body", new XElement("h1", $"SerializerTests: {title}"),
            new XElement("p", new XAttribute("class", "note"), description), table,
                new XElement("p", new XAttribute("class", "note"), howToRead)));
}
