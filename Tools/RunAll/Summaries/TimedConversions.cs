namespace SerializerTests.RunAll.Summaries;

public static class TimedConversions
{
    public static string? Line(IEnumerable<string> serializers)
    {
        var converting = serializers.Distinct(StringComparer.Ordinal).Order(StringComparer.Ordinal)
            .Select(s => (Serializer: s, Conversion: Planning.SerializerSelection.FactsOf(s)?.ConversionInTimedCall))
            .Where(c => c.Conversion is not null).Select(c => $"{c.Serializer} ({c.Conversion})").ToList();
        return converting.Count == 0 ? null
            : $"These rows time a conversion of ours beside the library, as an application holding those objects runs "
                + "it (written as a careful "
                + $"user would: presized, no extra copies): {string.Join("; ", converting)}. A row marked "
                    + $"\"{Baselines.OwnTypesMark}\" times "
                + "its library without one.";
    }
}
