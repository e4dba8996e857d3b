using System.Diagnostics;

namespace SerializerTests.Measurement;

/// <summary>
/// Time from process spawn to Main. The orchestrator puts its <see cref="Stopwatch.GetTimestamp"/> at spawn
/// into <see cref="SpawnTimestampVariable"/>; the Stopwatch is the OS monotonic clock (CLOCK_MONOTONIC,
/// QueryPerformanceCounter), the same for both processes.
/// </summary>
public static class LaunchClock
{
    public const string SpawnTimestampVariable = "SERIALIZERTESTS_SPAWN_TIMESTAMP";

    public static double? TimeToMainMs(long mainTimestamp) =>
        long.TryParse(Environment.GetEnvironmentVariable(SpawnTimestampVariable), out long spawn) && spawn > 0 && spawn <= mainTimestamp
            ? (mainTimestamp - spawn) * 1000.0 / Stopwatch.Frequency
            : null;
}
