namespace SerializerTests.Hostile;

/// <summary>One input derived from a serializer's valid message.</summary>
/// <param name="Index">0 for the valid message; corrupt cases count from 1.</param>
/// <param name="Kind">One of <see cref="HostileCases"/>' kind names.</param>
/// <param name="Position">The byte offset the change applies to, where there is one.</param>
public sealed record HostileCase(int Index, string Kind, int? Position, byte[] Bytes);
