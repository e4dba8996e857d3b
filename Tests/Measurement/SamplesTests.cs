using SerializerTests.Results;

namespace SerializerTests.Tests.Measurement;

public class SamplesTests
{
    [Fact]
    public void ARowKeepsInMemoryWhatItsCsvKeeps()
    {
        var samples = Samples.Of([1.23456789e-6, 2.5e-6, 0.000123456789])!;
        Assert.Equal([1.23457e-6, 2.5e-6, 0.000123457], samples);
        var row = new ResultRow { Serializer = new("S"), Test = "combined", SerializeSamples = samples };
        string path = Path.Combine(Path.GetTempPath(), $"samples-{Guid.NewGuid():N}.csv");
        try
        {
            ResultCsv.WriteFile(path, [row]);
            Assert.Contains("1.23457E-06 2.5E-06 0.000123457", File.ReadAllText(path));
            var read = Assert.Single(ResultCsv.ReadFile(path));
            Assert.Equal(samples, read.SerializeSamples);
            Assert.Null(read.DeserializeSamples);
        }
        finally
        {
            File.Delete(path);
        }
    }

    [Fact]
    public void NoRunsIsAnEmptyColumnAndTextThatIsNotTimesIsADamagedFile()
    {
        Assert.Null(Samples.Of([]));
        Assert.Null(Samples.Parse(" "));
        string path = Path.Combine(Path.GetTempPath(), $"samples-{Guid.NewGuid():N}.csv");
        try
        {
            ResultCsv.WriteFile(path, [new ResultRow { Serializer = new("S"), Test = "combined", SerializeSamples = Samples.Of([1.0]) }]);
            File.WriteAllText(path, File.ReadAllText(path).Replace("\t1\t", "\t1 x\t", StringComparison.Ordinal));
            var damaged = Assert.Throws<DamagedFileException>(() => ResultCsv.ReadFile(path));
            Assert.Contains(path, damaged.Message);
            Assert.True(damaged.Message.Contains("SerializeSamplesS", StringComparison.Ordinal), damaged.Message);
        }
        finally
        {
            File.Delete(path);
        }
    }
}
