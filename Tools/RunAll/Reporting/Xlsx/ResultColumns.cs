using System.Reflection;
using CsvHelper;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Reporting.Xlsx;

public enum ColumnKind { Text, Number, Boolean }

/// <summary>One CSV column as a typed accessor: its header, what kind of cell it makes, and its value in a row.</summary>
public sealed record ResultColumn(string Header, ColumnKind Kind, Func<ResultRow, object?> Value);

/// <summary>The CSV's columns in the CSV's order, read off <see cref="ResultRow"/>'s <see cref="CsvColumnAttribute"/>s, so the
/// workbook can never disagree with the CSV about names, order or types. The runs' samples are left out: a cell of a spreadsheet
/// holds at most 32,767 characters, and they are there for <c>compare</c>, not for pivot tables.</summary>
public static class ResultColumns
{
    public static IReadOnlyList<ResultColumn> All { get; } = Build();

    static readonly Dictionary<string, int> Indexes = All.Select((c, i) => (c.Header, i)).ToDictionary(c => c.Header, c => c.i);

    public static int IndexOf(string header) => Indexes.TryGetValue(header, out int i) ? i : throw new ArgumentException($"no CSV column '{header}'", nameof(header));

    static List<ResultColumn> Build()
    {
        var byHeader = typeof(ResultRow).GetProperties()
            .Select(p => (Property: p, Column: p.GetCustomAttribute<CsvColumnAttribute>()))
            .Where(p => p.Column?.Name is not null)
            .ToDictionary(p => p.Column!.Name!, p => p.Property);
        return ResultCsv.Header.Where(h => !IsSamples(h)).Select(header => Column(header, byHeader[header])).ToList();
    }

    public static bool IsSamples(string header) => header.EndsWith("SamplesS", StringComparison.Ordinal);

    static ResultColumn Column(string header, PropertyInfo property)
    {
        var type = Nullable.GetUnderlyingType(property.PropertyType) ?? property.PropertyType;
        var kind = type == typeof(bool) ? ColumnKind.Boolean : type == typeof(string) ? ColumnKind.Text : ColumnKind.Number;
        return new ResultColumn(header, kind, row => property.GetValue(row));
    }
}
