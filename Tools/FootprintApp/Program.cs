using SerializerTests.FootprintApp;
using SerializerTests.TypesToSerialize;

// One verified round trip of the default dataset (BookShelf, N = 1000), as -Verify checks it, then exit. The empty app
// builds and compares the same data without a serializer, so that the difference between two apps is the serializer's
// alone.
const int Count = 1000;
var original = DataGenerator.CreateBookShelf(Count, 0);
try
{
    BookShelf copy;
    var rules = new RoundTripRules(ComparePrivateMembers: true);
    if (FootprintAdapter.Create() is { } adapter)
    {
        using var stream = new MemoryStream();
        adapter.Serialize(original, stream);
        stream.Position = 0;
        copy = adapter.Deserialize<BookShelf>(stream);
        rules = adapter.Info.RoundTripRules;
    }
    else
        copy = DataGenerator.CreateBookShelf(Count, 0);
    if (RoundTripComparer.Compare(original, copy, rules) is { } difference)
    {
        Console.Error.WriteLine($"round trip differs: {difference}");
        return 3;
    }
    Console.WriteLine($"ok {FootprintAdapter.Name} {PeakWorkingSetKiB()}");
    return 0;
}
catch (Exception e)
{
    Console.Error.WriteLine($"{e.GetType().FullName}: {e.Message}");
    return 1;
}

// The process's peak resident set so far (Linux: VmHWM), read by the app itself because a parent cannot ask an exited
// child; the empty app reads it the same way. Empty where the system has no such file.
static string PeakWorkingSetKiB()
{
    const string status = "/proc/self/status";
    if (!File.Exists(status))
        return "";
    var line = File.ReadLines(status).FirstOrDefault(l => l.StartsWith("VmHWM:", StringComparison.Ordinal));
    return line is null ? "" : line["VmHWM:".Length..].Replace("kB", "", StringComparison.Ordinal).Trim();
}
