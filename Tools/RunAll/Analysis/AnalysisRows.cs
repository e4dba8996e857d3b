using CsvHelper;

namespace SerializerTests.RunAll.Analysis;


[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record AssemblyRow(
    [property: CsvColumn("Runtime")] string Runtime,
    [property: CsvColumn("Variant")] string Variant,
    [property: CsvColumn("Serializer")] string Serializer,
    [property: CsvColumn("Assembly")] string Assembly,
    [property: CsvColumn("LoadedByAll")] bool LoadedByAll);

[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record FirstCallJitRow(
    [property: CsvColumn("Runtime")] string Runtime,
    [property: CsvColumn("Variant")] string Variant,
    [property: CsvColumn("Serializer")] string Serializer,
    [property: CsvColumn("Method")] string Method,
    [property: CsvColumn("Tier")] string Tier,
    [property: CsvColumn("JitMs")] double JitMs);

[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record ExceptionRow(
    [property: CsvColumn("Runtime")] string Runtime,
    [property: CsvColumn("Variant")] string Variant,
    [property: CsvColumn("Serializer")] string Serializer,
    [property: CsvColumn("Test")] string Test,
    [property: CsvColumn("Launch")] int Launch,
    [property: CsvColumn("ExceptionType")] string ExceptionType,
    [property: CsvColumn("Count")] int Count);

[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record CpuSampleRow(
    [property: CsvColumn("Runtime")] string Runtime,
    [property: CsvColumn("Variant")] string Variant,
    [property: CsvColumn("Serializer")] string Serializer,
    [property: CsvColumn("Test")] string Test,
    [property: CsvColumn("Method")] string Method,
    [property: CsvColumn("Samples")] int Samples,
    [property: CsvColumn("Percent")] double Percent);
