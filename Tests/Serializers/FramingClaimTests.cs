using MemoryPack.Compression;

namespace SerializerTests.Tests.Serializers;

/// <summary><see cref="SerializerInfo.CheckedByFraming"/> is claimed where the framing, not the deserializer, rejects most damage.</summary>
public class FramingClaimTests
{
    [Fact]
    public void BrotliRejectsMostSingleByteDamageBeforeMemoryPackReadsIt()
    {
        var adapter = SerializerCatalog.All.Single(e => e.Name == "MemoryPackBrotli").Create(new AdapterOptions());
        Assert.NotNull(adapter.Info.CheckedByFraming);
        var stream = new MemoryStream();
        adapter.Serialize(DataGenerator.CreateBookShelf(100, 10), stream);
        var valid = stream.ToArray();

        int damaged = 0, rejectedByBrotli = 0;
        for (int position = 0; position < valid.Length; position += Math.Max(1, valid.Length / 200))
        {
            var bytes = (byte[])valid.Clone();
            bytes[position] ^= 0x5A;
            damaged++;
            try
            {
                using var decompressor = new BrotliDecompressor();
                decompressor.Decompress(bytes);
            }
            catch (Exception)
            {
                rejectedByBrotli++;
            }
        }
        Assert.True(rejectedByBrotli * 2 > damaged, $"Brotli rejected {rejectedByBrotli} of {damaged} damaged messages");
        Assert.All(SerializerCatalog.All.Where(e => e.Name != "MemoryPackBrotli"),
            e => Assert.Null(e.Create(new AdapterOptions()).Info.CheckedByFraming));
    }
}
