using System.Diagnostics;

namespace SerializerTests.Tests.RunAll;

/// <summary>Debian's chromium (installed by .ci/run) loading a page from disk as a reader would, with its console on stderr.</summary>
static class HeadlessChromium
{
    const string Binary = "/usr/bin/chromium";

    /// <summary>Under CI the browser must be there; elsewhere a machine without it skips the browser check.</summary>
    public static bool ShouldCheck => File.Exists(Binary) || Environment.GetEnvironmentVariable("CI") == "true";

    /// <returns>What the page wrote to the console (errors included: invalid SVG attributes are console errors).</returns>
    public static async Task<IReadOnlyList<string>> ScreenshotAsync(string page, string png)
    {
        var start = new ProcessStartInfo(Binary,
            ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,2400", "--enable-logging=stderr", "--v=0",
             $"--screenshot={png}", new Uri(page).AbsoluteUri])
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        using var process = Process.Start(start)!;
        var stdout = process.StandardOutput.ReadToEndAsync();
        var stderr = process.StandardError.ReadToEndAsync();
        using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(90));
        await process.WaitForExitAsync(timeout.Token);
        await stdout;
        return (await stderr).Split('\n').Where(l => l.Contains(":CONSOLE", StringComparison.Ordinal)).ToList();
    }
}
