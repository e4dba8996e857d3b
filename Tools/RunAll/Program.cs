using System.Runtime.InteropServices;
using SerializerTests.RunAll;

using var cancellation = new CancellationTokenSource();
// Ctrl+C, and SIGTERM (what a CI sends the job it cancels): stop launching, kill the running child with its tree, merge what is
// done and print how to resume. A second signal changes nothing: the run is already ending that way, and ending the process at
// once would leave its child running and its files half-written.
Console.CancelKeyPress += (_, e) =>
{
    e.Cancel = true;
    cancellation.Cancel();
};
using var terminate = PosixSignalRegistration.Create(PosixSignal.SIGTERM, context =>
{
    context.Cancel = true;
    cancellation.Cancel();
});
bool interactive = !Console.IsOutputRedirected && Environment.GetEnvironmentVariable("CI") is null or "" or "false";
return await RunAllApp.RunAsync(args, Console.Out, Console.Error, interactive, cancellation.Token);
