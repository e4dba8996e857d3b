namespace SerializerTests.Hostile;

public sealed record HostileCase(int Index, string Kind, int? Position, byte[] Bytes);
