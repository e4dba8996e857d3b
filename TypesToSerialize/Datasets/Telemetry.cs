using System.Runtime.CompilerServices;
using System.Text.Json.Serialization;
using PolyType;

namespace SerializerTests.TypesToSerialize.Datasets;

// A dataset in one file, as docs/datasets.md ("Your own dataset") tells you to write yours.

/// <summary>A gateway's batch of sensor readings. N counts the readings.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class TelemetryBatch
{
    [DataMember(Order = 1), Key(0), Id(1)] public string? Gateway { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public DateTime SentAt { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public List<SensorReading>? Readings { get; set; }
}

[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class SensorReading
{
    [DataMember(Order = 1), Key(0), Id(1)] public Guid Sensor { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public DateTime Time { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public double Value { get; set; }
    [DataMember(Order = 4), Key(3), Id(4)] public SensorUnit Unit { get; set; }
    [DataMember(Order = 5), Key(4), Id(5)] public bool Alarm { get; set; }
    [DataMember(Order = 6), Key(5), Id(6)] public List<string>? Labels { get; set; }
    [DataMember(Order = 7), Key(6), Id(7)] public GeoPoint? Location { get; set; }
}

public enum SensorUnit { Celsius, Percent, Pascal, Lux }

[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class GeoPoint
{
    [DataMember(Order = 1), Key(0), Id(1)] public double Latitude { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public double Longitude { get; set; }
}

/// <summary>System.Text.Json source generation (the SystemTextJsonSourceGen adapter).</summary>
[JsonSerializable(typeof(TelemetryBatch))]
sealed partial class TelemetryJsonContext : JsonSerializerContext;

/// <summary>PolyType's shapes (the Nerdbank.MessagePack adapters).</summary>
[GenerateShapeFor<TelemetryBatch>]
sealed partial class TelemetryShapes;

static class TelemetryDataset
{
    static readonly DateTime Start = new(2026, 11, 1, 0, 0, 0, DateTimeKind.Utc);

    [ModuleInitializer]
    internal static void Add() => Datasets.Add(new Dataset("telemetry",
        "an example of a dataset in one file: N sensor readings (Guid, UTC time, double, enum, bool, 0-2 labels, a "
            + "location on every other) in one batch",
        new TestDataType<TelemetryBatch>(nameof(TelemetryBatch), Create, Compare)
        {
            JsonContext = TelemetryJsonContext.Default,
            Shapes = TelemetryShapes.GeneratedTypeShapeProvider,
        }));

    /// <summary>A fixed seed and whole seconds in UTC, which every format carries exactly.</summary>
    static TelemetryBatch Create(int count, int payloadBytes)
    {
        var random = new Random(2026);
        var readings = new List<SensorReading>(count);
        for (int i = 0; i < count; i++)
        {
            readings.Add(new SensorReading
            {
                Sensor = new Guid(i % 50, 7, 7, 1, 2, 3, 4, 5, 6, 7, 8),
                Time = Start.AddSeconds(i),
                Value = Math.Round(15 + random.NextDouble() * 20, 2),
                Unit = (SensorUnit)(i % 4),
                Alarm = i % 97 == 0,
                Labels = [.. Enumerable.Range(0, i % 3).Select(k => $"zone-{(i + k) % 9}")],
                Location = i % 2 == 0
                    ? new GeoPoint { Latitude = 48.1 + i % 10 * 0.01, Longitude = 11.5 + i % 7 * 0.01 } : null,
            });
        }
        return new TelemetryBatch { Gateway = "gateway-17", SentAt = Start.AddSeconds(count), Readings = readings };
    }

    static string? Compare(TelemetryBatch expected, TelemetryBatch actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
    {
        d.Value("Gateway", expected.Gateway, actual.Gateway);
        d.Instant("SentAt", expected.SentAt, actual.SentAt);
        d.List("Readings", expected.Readings, actual.Readings, static (d, e, a) =>
        {
            d.Value("Sensor", e.Sensor, a.Sensor);
            d.Instant("Time", e.Time, a.Time);
            d.Value("Value", e.Value, a.Value);
            d.Value("Unit", e.Unit, a.Unit);
            d.Value("Alarm", e.Alarm, a.Alarm);
            d.Values("Labels", e.Labels, a.Labels);
            d.Object("Location", e.Location, a.Location, static (d, e, a) =>
            {
                d.Value("Latitude", e.Latitude, a.Latitude);
                d.Value("Longitude", e.Longitude, a.Longitude);
            });
        });
    });
}
