namespace SerializerTests.Tests.RunAll;

/// <summary>Debian's chromium (installed by ./test.sh) loading a page from disk as a reader would, with its console on stderr.</summary>
static class HeadlessChromium
{
    const string Binary = "/usr/bin/chromium";

    /// <summary>Under CI the browser must be there; elsewhere a machine without it skips the browser check.</summary>
    public static bool ShouldCheck => File.Exists(Binary) || Environment.GetEnvironmentVariable("CI") == "true";

    /// <returns>What the page wrote to the console (errors included: invalid SVG attributes are console errors).</returns>
    public static async Task<IReadOnlyList<string>> ScreenshotAsync(string page, string png)
    {
        var (_, stderr) = await RunAsync(["--hide-scrollbars", "--window-size=1280,2400", "--enable-logging=stderr", "--v=0", $"--screenshot={png}", new Uri(page).AbsoluteUri]);
        return stderr.Split('\n').Where(l => l.Contains(":CONSOLE", StringComparison.Ordinal)).ToList();
    }

    /// <summary>The page's DOM once it has loaded, its inline scripts run: what a script computed with the browser's own layout and
    /// fonts (a text's box, say) is in it for the test to read.</summary>
    public static async Task<string> DumpDomAsync(string page) => (await RunAsync(["--dump-dom", new Uri(page).AbsoluteUri])).Stdout;

    static async Task<(string Stdout, string Stderr)> RunAsync(IEnumerable<string> arguments)
    {
        var start = new ProcessStartInfo(Binary, ["--headless", "--no-sandbox", "--disable-gpu", .. arguments])
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        using var process = Process.Start(start)!;
        var stdout = process.StandardOutput.ReadToEndAsync();
        var stderr = process.StandardError.ReadToEndAsync();
        using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(90));
        await process.WaitForExitAsync(timeout.Token);
        return (await stdout, await stderr);
    }
}
