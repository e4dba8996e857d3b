namespace SerializerTests.Serializers;

/// <param name="ReferenceTracking">Configure the library to preserve shared references where it can (<c>-reftracking</c>).</param>
public sealed record AdapterOptions(bool ReferenceTracking = false);
