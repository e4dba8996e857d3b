using System.Reflection;
using CsvHelper;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Reporting.Xlsx;

public enum ColumnKind { Text, Number, Boolean }

/// <summary>One CSV column as a typed accessor: its header, what kind of cell it makes, and its value in a
/// row.</summary>
public sealed record TypedColumn<T>(string Header, ColumnKind Kind, Func<T, object?> Value);

/// <summary>The columns of a CSV record type in its files' order, read off its
/// <see cref="CsvColumnAttribute"/>s.</summary>
public static class TypedColumns
{
    public static IReadOnlyList<TypedColumn<T>> Of<T>()
    {
        var byHeader = typeof(T).GetProperties()
            .Select(p => (Property: p, Column: p.GetCustomAttribute<CsvColumnAttribute>()))
            .Where(p => p.Column?.Name is not null)
            .ToDictionary(p => p.Column!.Name!, p => p.Property);
        return [.. TsvFile.Header<T>().Split('\t').Select(header => Column<T>(header, byHeader[header]))];
    }

    static TypedColumn<T> Column<T>(string header, PropertyInfo property)
    {
        var type = Nullable.GetUnderlyingType(property.PropertyType) ?? property.PropertyType;
        // A value that is not a number (text, a list of samples) is written as its text.
        var kind = type == typeof(bool) ? ColumnKind.Boolean
            : type == typeof(string) || !typeof(IConvertible).IsAssignableFrom(type) ? ColumnKind.Text
            : ColumnKind.Number;
        return new TypedColumn<T>(header, kind, row => property.GetValue(row));
    }
}
