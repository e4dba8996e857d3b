using SerializerTests.RunAll;

using var cancellation = new CancellationTokenSource();
// Ctrl+C: stop launching, kill the running child, merge what is done. A second Ctrl+C ends the process at once.
Console.CancelKeyPress += (_, e) =>
{
    if (cancellation.IsCancellationRequested)
        return;
    e.Cancel = true;
    cancellation.Cancel();
};
bool interactive = !Console.IsOutputRedirected && Environment.GetEnvironmentVariable("CI") is null or "" or "false";
return await RunAllApp.RunAsync(args, Console.Out, Console.Error, interactive, cancellation.Token);
