using System.Globalization;
using DocumentFormat.OpenXml.Packaging;
using DocumentFormat.OpenXml.Spreadsheet;
using SerializerTests.Cli;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Reporting.Xlsx;

/// <param name="Data">Value fields: CSV column, caption, how rows combine.</param>
/// <param name="Test">The Test page filter's selection, so a pivot shows one kind of row.</param>
public sealed record PivotDefinition(string Sheet, string Name, string Test, string RowField, string ColumnField,
    IReadOnlyList<(string Field, string Caption, DataConsolidateFunctionValues Function)> Data);

/// <summary>The classic tool's hand-made pivots, ready made.</summary>
public static class PivotTables
{
    public const uint CacheId = 1;
    static readonly string[] PageFieldNames = ["Test", "Runtime", "Variant", "Dataset"];

    public static IReadOnlyList<PivotDefinition> Classic { get; } =
    [
        new("Serialize by N", "SerializeByN", TestKind.Combined.Name(), "Serializer", "Objects",
            [("SerializeMedianS", "Median serialize time (s)", DataConsolidateFunctionValues.Average)]),
        new("Deserialize by N", "DeserializeByN", TestKind.Combined.Name(), "Serializer", "Objects",
            [("DeserializeMedianS", "Median deserialize time (s)", DataConsolidateFunctionValues.Average)]),
        new("First call by variant", "FirstCallByVariant", TestKind.FirstCall.Name(), "Serializer", "Variant",
            [("Time to serialize in s", "First serialize calls (s)", DataConsolidateFunctionValues.Sum),
             ("Time to deserialize in s", "First deserialize calls (s)", DataConsolidateFunctionValues.Sum)]),
    ];

    /// <summary>Fields any pivot puts on an axis or in a filter: the cache lists their items.</summary>
    static readonly IReadOnlySet<string> ItemFields = new HashSet<string>([.. PageFieldNames,
        .. Classic.SelectMany(p => new[] { p.RowField, p.ColumnField })]);

    /// <summary>The cache part and, per axis or filter field, the items it lists.</summary>
    public sealed record Cache(PivotTableCacheDefinitionPart Part, IReadOnlyDictionary<int, List<object?>> Items);

    public static Cache AddCache(WorkbookPart workbook, IReadOnlyList<ResultRow> rows)
    {
        var items =
            ItemFields.Select(ResultColumns.IndexOf).ToDictionary(i => i, i => Values(ResultColumns.All[i], rows));
        var part = workbook.AddNewPart<PivotTableCacheDefinitionPart>();
        var fields = ResultColumns.All.Select((column, i) =>
            new CacheField(SharedItems(column, rows, items.GetValueOrDefault(i))) { Name = column.Header,
                NumberFormatId = 0 });
        part.PivotCacheDefinition = new PivotCacheDefinition(
            new CacheSource(new WorksheetSource { Name = ResultWorkbook.TableName }) { Type = SourceValues.Worksheet },
            new CacheFields(fields) { Count = (uint)ResultColumns.All.Count })
        {
            RefreshOnLoad = true, SaveData = false, CreatedVersion = 3, RefreshedVersion = 3, MinRefreshableVersion = 3,
        };
        return new Cache(part, items);
    }

    public static void Add(WorksheetPart sheet, Cache cache, PivotDefinition pivot)
    {
        var columns = ResultColumns.All;
        int row = ResultColumns.IndexOf(pivot.RowField), column = ResultColumns.IndexOf(pivot.ColumnField);
        var pages = PageFieldNames.Select(ResultColumns.IndexOf).ToList();
        var data = pivot.Data.Select(d => ResultColumns.IndexOf(d.Field)).ToList();

        var pivotFields = columns.Select((c, i) =>
        {
            var axis = i == row ? PivotTableAxisValues.AxisRow : i == column ? PivotTableAxisValues.AxisColumn
                : pages.Contains(i) ? PivotTableAxisValues.AxisPage : (PivotTableAxisValues?)null;
            var field = new PivotField { ShowAll = false };
            if (axis is { } a)
            {
                int count = cache.Items[i].Count;
                field.Axis = a;
                field.Append(new Items(Enumerable.Range(0, count).Select(x => new Item { Index = (uint)x })
                    .Append(new Item { ItemType = ItemValues.Default })) { Count = (uint)count + 1 });
            }
            if (data.Contains(i))
                field.DataField = true;
            return field;
        });

        var columnFields = new List<Field> { new() { Index = column } };
        if (data.Count > 1)
            columnFields.Add(new Field { Index = -2 }); // -2 is the "Values" pseudo-field: one column per value field
        var testValues = cache.Items[pages[0]];
        var pageFields = pages.Select(p => p == pages[0] && testValues.IndexOf(pivot.Test) is var item and >= 0
            ? new PageField { Field = p, Item = (uint)item, Hierarchy = -1 }
            : new PageField { Field = p, Hierarchy = -1 });
        var dataFields = pivot.Data.Select((d, i) => new DataField
            { Name = d.Caption, Field = (uint)data[i], Subtotal = d.Function, BaseField = 0, BaseItem = 0 });

        // Where the table lands below the filters; Excel recomputes the exact extent when it refreshes.
        uint top = (uint)pages.Count + 2;
        int width = 1 + cache.Items[column].Count * data.Count + data.Count;
        uint height = (uint)cache.Items[row].Count + 3;
        var part = sheet.AddNewPart<PivotTablePart>();
        part.PivotTableDefinition = new PivotTableDefinition(
            new Location { Reference = $"A{top}:{ResultWorkbook.Reference(width - 1, top + height - 1)}",
                FirstHeaderRow = 1, FirstDataRow = 2, FirstDataColumn = 1, RowPageCount = (uint)pages.Count,
                ColumnsPerPage = 1 },
            new PivotFields(pivotFields) { Count = (uint)columns.Count },
            new RowFields(new Field { Index = row }) { Count = 1 },
            new ColumnFields(columnFields) { Count = (uint)columnFields.Count },
            new PageFields(pageFields) { Count = (uint)pages.Count },
            new DataFields(dataFields) { Count = (uint)pivot.Data.Count },
            new PivotTableStyle { Name = "PivotStyleLight16", ShowRowHeaders = true, ShowColumnHeaders = true,
                ShowRowStripes = false, ShowColumnStripes = false, ShowLastColumn = true })
        {
            Name = pivot.Name, CacheId = CacheId, DataCaption = "Values", ApplyNumberFormats = false,
            ApplyBorderFormats = false, ApplyFontFormats = false,
            ApplyPatternFormats = false, ApplyAlignmentFormats = false, ApplyWidthHeightFormats = true,
            UseAutoFormatting = true, ItemPrintTitles = true,
            CreatedVersion = 3, MinRefreshableVersion = 3, UpdatedVersion = 3, Indent = 0U, Outline = true,
            OutlineData = true,
        };
        part.AddPart(cache.Part);
    }

    /// <summary>The cache's description of a column: its items when a pivot groups by it, else its type and
    /// range.</summary>
    static SharedItems SharedItems(TypedColumn<ResultRow> column, IReadOnlyList<ResultRow> rows, List<object?>? items)
    {
        var values = rows.Select(column.Value).ToList();
        bool blank = values.Any(v => v is null or "");
        if (items is not null)
        {
            var shared =
                new SharedItems(items.Select(v => v is null ? (DocumentFormat.OpenXml.OpenXmlElement)new MissingItem()
                : column.Kind == ColumnKind.Number
                ? new NumberItem { Val = Convert.ToDouble(v, CultureInfo.InvariantCulture) }
                    : new StringItem { Val = Text(v) }))
            { Count = (uint)items.Count };
            if (column.Kind == ColumnKind.Number)
                (shared.ContainsSemiMixedTypes, shared.ContainsString, shared.ContainsNumber, shared.ContainsInteger) =
                    (false, false, true, true);
            if (blank)
                shared.ContainsBlank = true;
            return shared;
        }
        if (column.Kind != ColumnKind.Number)
            return new SharedItems { ContainsBlank = blank ? true : null };
        var numbers = values.OfType<object>().Select(v => Convert.ToDouble(v, CultureInfo.InvariantCulture)).ToList();
        if (numbers.Count == 0)
            return new SharedItems { ContainsNonDate = false, ContainsString = false, ContainsBlank = true };
        return new SharedItems
        {
            ContainsSemiMixedTypes = false, ContainsString = false, ContainsNumber = true,
            ContainsInteger = numbers.All(n => n == Math.Floor(n)) ? true : null,
            MinValue = numbers.Min(), MaxValue = numbers.Max(), ContainsBlank = blank ? true : null,
        };
    }

    /// <summary>A column's distinct values in the order the pivot shows them, blank last.</summary>
    static List<object?> Values(TypedColumn<ResultRow> column, IReadOnlyList<ResultRow> rows)
    {
        var present = rows.Select(column.Value).Where(v => v is not null and not "").Distinct().ToList();
        var ordered = column.Kind == ColumnKind.Number
            ? present.OrderBy(v => Convert.ToDouble(v, CultureInfo.InvariantCulture))
            : present.OrderBy(Text, StringComparer.Ordinal);
        var values = ordered.ToList();
        if (rows.Any(r => column.Value(r) is null or ""))
            values.Add(null);
        return values;
    }

    static string Text(object? value) => Convert.ToString(value, CultureInfo.InvariantCulture) ?? "";
}
