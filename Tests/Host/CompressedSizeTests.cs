using System.IO.Compression;
using Xunit;

namespace SerializerTests.Tests.Host;

/// <summary>GZipBytes and BrotliBytes: the size of each N's own message after compression, only when asked for.</summary>
public class CompressedSizeTests
{
    [Fact]
    public void EachRowCarriesTheCompressedSizeOfItsOwnMessage()
    {
        var run = HostRun.Of(["-serializer", "#SystemTextJson", "-N", "10,1000", "-Runs", "1", "-Precision", "0", "-BookDataSize", "10", "-CompressedSize"]);
        Assert.True(run.ExitCode == 0, run.Stderr);
        foreach (var row in run.Rows)
        {
            // The message this row measured, written again; the generator is seeded, so it is the same data.
            var adapter = SerializerCatalog.All.Single(e => e.Name == "SystemTextJson").Create(new AdapterOptions());
            var message = new MemoryStream();
            adapter.Serialize(TestDataTypes.BookShelf.Create(row.Objects, 10), message);
            Assert.Equal(message.Length, row.SizeBytes);
            Assert.Equal(Compressed(message.ToArray(), s => new GZipStream(s, CompressionLevel.Optimal)), row.GZipBytes);
            Assert.Equal(Compressed(message.ToArray(), s => new BrotliStream(s, new BrotliCompressionOptions { Quality = CompressedSize.BrotliQuality })), row.BrotliBytes);
            Assert.True(row.BrotliBytes < row.SizeBytes, "JSON of 1000 books compresses");
        }
    }

    [Fact]
    public void WithoutTheOptionTheColumnsStayEmpty()
    {
        var run = HostRun.Of(["-serializer", "#BinaryWriter", "-N", "10", "-Runs", "1", "-Precision", "0"]);
        var row = Assert.Single(run.Rows);
        Assert.Null(row.GZipBytes);
        Assert.Null(row.BrotliBytes);
    }

    static long Compressed(byte[] message, Func<Stream, Stream> compressor)
    {
        var output = new MemoryStream();
        using (var compressing = compressor(output))
            compressing.Write(message);
        return output.ToArray().Length;
    }
}
