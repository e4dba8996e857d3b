namespace SerializerTests.TypesToSerialize;

/// <summary>What verification accepts as equal.</summary>
public sealed record RoundTripRules(bool ComparePrivateMembers, bool EmptyCollectionsMayComeBackNull = false)
{
    public static readonly RoundTripRules Strict = new(ComparePrivateMembers: true);
}

/// <summary>Every difference between what went in and what came back, by path, so the count is complete.</summary>
public sealed class RoundTripDifferences(RoundTripRules rules)
{
    public const int Shown = 10;

    readonly List<string> _shown = [];
    readonly List<string> _path = [];

    public RoundTripRules Rules => rules;
    public int Count { get; private set; }

    /// <summary>Null when the objects are equal under the rules.</summary>
    public static string? Collect(RoundTripRules rules, Action<RoundTripDifferences> compare)
    {
        var differences = new RoundTripDifferences(rules);
        compare(differences);
        return differences.Describe();
    }

    public string? Describe() => Count == 0 ? null
        : string.Join("; ", _shown)
            + (Count > _shown.Count ? $"; … {Count:N0} differences in all, the first {_shown.Count} shown" : "");

    public void Value<T>(string name, T expected, T actual)
    {
        if (!EqualityComparer<T>.Default.Equals(expected, actual))
            Add(name, expected, actual);
    }

    /// <summary>The same instant is the same value, whatever DateTimeKind the serializer hands back.</summary>
    public void Instant(string name, DateTime? expected, DateTime? actual)
    {
        if (expected?.ToUniversalTime() != actual?.ToUniversalTime())
            Add(name, expected?.ToString("O"), actual?.ToString("O"));
    }

    public void Bytes(string name, byte[]? expected, byte[]? actual)
    {
        if (expected is null || actual is null)
        {
            if (expected != actual && !EmptyBackAsNull(expected?.Length, actual))
                Add(name, expected is null ? "null" : $"{expected.Length} bytes", actual is null ? "null"
                    : $"{actual.Length} bytes");
        }
        else if (!expected.AsSpan().SequenceEqual(actual))
            Add(name, Convert.ToHexString(expected), Convert.ToHexString(actual));
    }

    public void Values<T>(string name, IReadOnlyList<T>? expected, IReadOnlyList<T>? actual) =>
        List(name, expected, actual, static (d, e, a) => d.Value("", e, a));

    public void List<T>(string name, IReadOnlyList<T>? expected, IReadOnlyList<T>? actual, Action<RoundTripDifferences,
        T, T> compareItem)
    {
        if (expected is null || actual is null)
        {
            if (!ReferenceEquals(expected, actual) && !EmptyBackAsNull(expected?.Count, actual))
                Add(name, expected is null ? "null" : $"{expected.Count} items", actual is null ? "null"
                    : $"{actual.Count} items");
            return;
        }
        if (expected.Count != actual.Count)
        {
            Add(name + ".Count", expected.Count, actual.Count);
            return;
        }
        for (int i = 0; i < expected.Count; i++)
        {
            _path.Add($"{name}[{i}]");
            if (expected[i] is null || actual[i] is null)
            {
                if (expected[i] is not null || actual[i] is not null)
                    Add("", Display(expected[i]), Display(actual[i]));
            }
            else
                compareItem(this, expected[i], actual[i]);
            _path.RemoveAt(_path.Count - 1);
        }
    }

    /// <summary>Null on one side only is one difference.</summary>
    public void Object<T>(string name, T? expected, T? actual, Action<RoundTripDifferences, T,
        T> compareMembers) where T : class
    {
        if (expected is null || actual is null)
        {
            if (!ReferenceEquals(expected, actual))
                Add(name, expected is null ? null : "an object", actual is null ? null : "an object");
            return;
        }
        _path.Add(name);
        compareMembers(this, expected, actual);
        _path.RemoveAt(_path.Count - 1);
    }

    /// <summary>The counts, then every expected key's value; null and empty as for <see cref="List{T}"/>.</summary>
    public void Map<TKey,
    TValue>(string name, IReadOnlyDictionary<TKey, TValue>? expected, IReadOnlyDictionary<TKey, TValue>? actual,
        Func<TKey, string> showKey)
    {
        if (expected is null || actual is null)
        {
            if (!ReferenceEquals(expected, actual) && !EmptyBackAsNull(expected?.Count, actual))
                Add(name, expected?.Count, actual?.Count);
            return;
        }
        Value(name + ".Count", expected.Count, actual.Count);
        foreach (var (key, value) in expected)
        {
            if (actual.TryGetValue(key, out var actualValue))
                Value($"{name}[{showKey(key)}]", value, actualValue);
            else
                Add($"{name}[{showKey(key)}]", value, "(missing)");
        }
    }

    static object? Display<T>(T item) => item is null ? null : item is string or ValueType ? item : "an item";

    bool EmptyBackAsNull(int? expectedCount, object? actual) =>
        rules.EmptyCollectionsMayComeBackNull && expectedCount == 0 && actual is null;

    public void Add(string name, object? expected, object? actual)
    {
        if (Count++ >= Shown)
            return;
        string path = string.Concat(_path.Select(p => p + "."));
        path = name.Length > 0 ? path + name : path.TrimEnd('.');
        _shown.Add($"{path}: expected '{expected ?? "null"}', got '{actual ?? "null"}'");
    }
}
