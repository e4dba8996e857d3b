using System.Diagnostics;

namespace SerializerTests.Measurement;

/// <summary>The orchestrator passes its Stopwatch timestamp at spawn: the OS monotonic clock both processes
/// share.</summary>
public static class LaunchClock
{
    public const string SpawnTimestampVariable = "SERIALIZERTESTS_SPAWN_TIMESTAMP";

    public static double? TimeToMainMs(long mainTimestamp) =>
        long.TryParse(Environment.GetEnvironmentVariable(SpawnTimestampVariable), out long spawn)
            && spawn > 0 && spawn <= mainTimestamp
            ? (mainTimestamp - spawn) * 1000.0 / Stopwatch.Frequency
            : null;
}
