namespace SerializerTests.Tests.Host;

/// <summary>Nothing of the harness's or the adapters' own is allocated in a timed serialize: a library that allocates nothing
/// itself is reported at 0 bytes per call, so the bytes in a row are the library's.</summary>
public class AllocationsOfOursTests
{
    [Theory]
    [InlineData("Empty")]
    [InlineData("MemoryPack")]
    [InlineData("MessagePack")]
    [InlineData("NerdbankMessagePack")]
    [InlineData("NerdbankMessagePackArrays")]
    [InlineData("GoogleProtobuf.OwnTypes")]
    [InlineData("FlatBuffers")]
    public void ALibraryThatAllocatesNothingIsReportedAtZeroBytesPerSerialize(string serializer)
    {
        var row = Assert.Single(Serialize(serializer, objects: 1000));
        Assert.Equal(ResultStatus.Ok, row.Status);
        Assert.Equal(0, row.SerializeAllocatedBytesPerOp);
    }

    [Fact]
    public void JsonNetWritesThroughItsOwnDefaultBuffersNotOversizedOnesOfOurs()
    {
        // A StreamWriter's default buffer is 1024 characters; the 16 Ki-character one this adapter once opened was 80 KiB with its bytes.
        var row = Assert.Single(Serialize("JsonNet", objects: 1));
        Assert.Equal(ResultStatus.Ok, row.Status);
        Assert.InRange(row.SerializeAllocatedBytesPerOp!.Value, 1, 16 * 1024);
    }

    static IReadOnlyList<ResultRow> Serialize(string serializer, int objects) =>
        HostRun.Of(["-test", "serialize", "-N", $"{objects}", "-Runs", "3", "-serializer", "#" + serializer, "-BookDataSize", "10"]).Rows;
}
