using SerializerTests.Calibration;

return CalibrationApp.Run(args, Console.Out, Console.Error);
