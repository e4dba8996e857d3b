namespace SerializerTests.Serializers;

/// <param name="ReferenceTracking">Configure the library to preserve shared references where it can
/// (<c>-reftracking</c>).</param>
/// <param name="Hardened">Switch on the library's setting for untrusted input (<see cref="SerializerEntry.Hardening"/>;
/// <c>-hardened</c>).</param>
public sealed record AdapterOptions(bool ReferenceTracking = false, bool Hardened = false);
