namespace SerializerTests.Tests;

/// <summary>Tools/Noise/make-noise.sh (issue 59), planned and refused but never run: every case is a --dry-run or stops at its
/// checks before a burst, so the tests pass with or without stress-ng and no clock enters them.</summary>
public partial class NoiseScriptTests
{
    static readonly string Script = Path.Combine(RepositoryLayout.FindRoot()!, "Tools", "Noise", "make-noise.sh");

    sealed record Result(int ExitCode, string[] Out, string[] Err)
    {
        public List<Match> Bursts => Out.Select(l => BurstLine().Match(l)).Where(m => m.Success).ToList();
    }

    static Result Run(IEnumerable<string> arguments, string? path = null)
    {
        var start = new ProcessStartInfo(Script, arguments) { RedirectStandardOutput = true, RedirectStandardError = true };
        if (path is not null)
            start.Environment["PATH"] = path;
        using var process = Process.Start(start)!;
        var stdout = process.StandardOutput.ReadToEndAsync();
        var stderr = process.StandardError.ReadToEndAsync();
        // A script that went past its checks would make noise for minutes: stop it and fail rather than wait.
        if (!process.WaitForExit(TimeSpan.FromSeconds(30)))
        {
            process.Kill(entireProcessTree: true);
            Assert.Fail($"make-noise.sh {string.Join(' ', arguments)} was still running after 30 s");
        }
        return new(process.ExitCode, Lines(stdout.Result), Lines(stderr.Result));
    }

    static string[] Lines(string text) => text.Split('\n', StringSplitOptions.RemoveEmptyEntries);

    static void AssertRefused(Result result, string naming)
    {
        Assert.Equal(2, result.ExitCode);
        Assert.Empty(result.Out);
        var line = Assert.Single(result.Err);
        Assert.StartsWith("make-noise: error: ", line);
        Assert.Contains(naming, line);
    }

    [Theory]
    [InlineData("150")]
    [InlineData("-1")]
    [InlineData("abc")]
    [InlineData("100.5")]
    public void AShareOutsideZeroToHundredIsRefusedInOneLine(string share) =>
        AssertRefused(Run(["--dry-run", "--share", share]), $"--share must be a number from 0 to 100, not '{share}'");

    [Theory]
    [InlineData("--bogus", "--bogus")]
    [InlineData("--share 50 --minutes 0", "--minutes")]
    [InlineData("--share 50 --burst-seconds -5", "--burst-seconds")]
    [InlineData("--share", "--share needs a value")]
    [InlineData("--minutes 5", "--share PERCENT is required")]
    public void BadInputIsRefusedInOneLine(string arguments, string naming) =>
        AssertRefused(Run(["--dry-run", .. arguments.Split(' ')]), naming);

    [Fact]
    public void ShareZeroPlansNoBurst()
    {
        var result = Run(["--dry-run", "--share", "0"]);
        Assert.Equal(0, result.ExitCode);
        Assert.Equal("make-noise: share 0%, seed 1, 30 min, plan: 0 bursts in 360 slots of 5 s", Assert.Single(result.Out));
    }

    [Fact]
    public void ShareHundredPlansABurstInEverySlot()
    {
        var result = Run(["--dry-run", "--share", "100", "--minutes", "1", "--burst-seconds", "5"]);
        Assert.Equal(0, result.ExitCode);
        Assert.Empty(result.Err);
        Assert.Equal("make-noise: share 100%, seed 1, 1 min, plan: 12 bursts in 12 slots of 5 s", result.Out[0]);
        Assert.Equal(Enumerable.Range(0, 12).Select(slot => $"00:00:{slot * 5:00}"), result.Bursts.Select(m => m.Groups["at"].Value));
        Assert.All(result.Bursts, m => Assert.Equal("5", m.Groups["seconds"].Value));
    }

    [Fact]
    public void TheSeedDecidesTheSchedule()
    {
        static string[] Schedule(string seed) =>
            Run(["--dry-run", "--share", "50", "--minutes", "10", "--seed", seed]).Bursts.Select(m => m.Value).ToArray();
        var first = Schedule("1");
        Assert.NotEmpty(first);
        Assert.Equal(first, Schedule("1"));
        Assert.NotEqual(first, Schedule("2"));
    }

    /// <summary>Half the slots at share 50, give or take 10 points over 720 slots (a draw compared the wrong way round, or against
    /// the share misread, lands far outside), and both kinds of burst drawn.</summary>
    [Fact]
    public void ShareFiftyBurstsInAboutHalfTheSlots()
    {
        var result = Run(["--dry-run", "--share", "50", "--minutes", "60"]);
        Assert.Equal(0, result.ExitCode);
        Assert.Contains("in 720 slots of 5 s", result.Out[0]);
        Assert.InRange(result.Bursts.Count, 288, 432);
        Assert.Equal(["cpu", "memory"], result.Bursts.Select(m => m.Groups["kind"].Value).Distinct().Order());
    }

    /// <summary>A PATH holding bash and the core utilities the script calls, but no stress-ng, whether or not this machine has it.
    /// Were the check broken, the script would find no stress-ng to start anyway.</summary>
    [Fact]
    public void AMissingStressNgIsRefusedWithTheLineThatInstallsIt()
    {
        var bin = new DirectoryInfo(TempFolders.New("make-noise-path-"));
        try
        {
            foreach (var tool in new[] { "bash", "nproc", "date", "sleep" })
            {
                var target = new[] { "/usr/bin", "/bin" }.Select(d => Path.Combine(d, tool)).FirstOrDefault(File.Exists);
                if (target is not null)
                    File.CreateSymbolicLink(Path.Combine(bin.FullName, tool), target);
            }
            Assert.True(File.Exists(Path.Combine(bin.FullName, "bash")), "no bash in /usr/bin or /bin to run the script with");
            var result = Run(["--share", "50", "--minutes", "1"], bin.FullName);
            AssertRefused(result, "stress-ng is not installed: apt-get install stress-ng");
            Assert.Equal("make-noise: error: stress-ng is not installed: apt-get install stress-ng", result.Err[0]);
        }
        finally
        {
            bin.Delete(recursive: true);
        }
    }

    [GeneratedRegex(@"^\+(?<at>\d\d:\d\d:\d\d) burst (?<kind>cpu|memory) (?<seconds>\d+) s$")]
    private static partial Regex BurstLine();
}
