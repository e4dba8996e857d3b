namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>A line segment in user units.</summary>
public readonly record struct Segment(double X1, double Y1, double X2, double Y2);

/// <summary>An axis-aligned rectangle in user units.</summary>
public readonly record struct Box(double Left, double Top, double Width, double Height)
{
    public double Right => Left + Width;

    public double Bottom => Top + Height;

    public bool Intersects(Box other) =>
        Left < other.Right && other.Left < Right && Top < other.Bottom && other.Top < Bottom;

    public bool Inside(Box outer) =>
        Left >= outer.Left && Top >= outer.Top && Right <= outer.Right && Bottom <= outer.Bottom;

    public Box Inflate(double by) => new(Left - by, Top - by, Width + 2 * by, Height + 2 * by);

    /// <summary>The point of the box nearest to (x, y).</summary>
    public (double X, double Y) Nearest(double x, double y) => (Math.Clamp(x, Left, Right), Math.Clamp(y, Top, Bottom));

    /// <summary>Whether the segment passes through the box's inside.</summary>
    public bool Crosses(Segment s)
    {
        double dx = s.X2 - s.X1, dy = s.Y2 - s.Y1, enter = 0, leave = 1;
        return Clip(-dx, s.X1 - Left, ref enter, ref leave) && Clip(dx, Right - s.X1, ref enter, ref leave)
            && Clip(-dy, s.Y1 - Top, ref enter, ref leave) && Clip(dy, Bottom - s.Y1, ref enter, ref leave);
    }

    /// <summary>Narrows [enter, leave] to where the segment is inside one edge.</summary>
    static bool Clip(double toward, double distance, ref double enter, ref double leave)
    {
        if (toward == 0)
            return distance > 0;
        double at = distance / toward;
        if (toward < 0)
            enter = Math.Max(enter, at);
        else
            leave = Math.Min(leave, at);
        return enter < leave;
    }
}
