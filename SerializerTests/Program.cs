using System.Diagnostics;
using System.Text;
using SerializerTests;

// Taken before anything else so that time-to-main excludes our own start-up work.
long mainTimestamp = Stopwatch.GetTimestamp();
var stdout = new StreamWriter(Console.OpenStandardOutput(), new UTF8Encoding(encoderShouldEmitUTF8Identifier: false))
{
    AutoFlush = false
};
try
{
    return HostApp.Run(args, stdout, Console.Error, mainTimestamp);
}
finally
{
    stdout.Flush();
}
