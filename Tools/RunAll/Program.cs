using System.Runtime.InteropServices;
using SerializerTests.RunAll;

using var cancellation = new CancellationTokenSource();
// A second signal changes nothing: ending at once would leave the child running and files half-written.
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
