namespace SerializerTests.RunAll.Cli;

/// <summary>What a RunAll command line asks for: a benchmark run, or work on an existing results folder.</summary>
public abstract record RunAllRequest;

public sealed record BenchmarkRequest(RunAllOptions Options) : RunAllRequest;

public sealed record AnalyzeRequest(string Folder) : RunAllRequest;
