namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>A point to label: its centre and radius as drawn, its label's size, and the horizontal whisker through it,
/// which its own label keeps clear of.</summary>
public sealed record LabelRequest(double X, double Y, double Radius, double Width, double Height, double WhiskerLeft,
    double WhiskerRight);

/// <summary>Where a label went; a label moved away from its point has a leader line from the point's edge to the
/// label.</summary>
public sealed record PlacedLabel(Box Box, Segment? Leader);

/// <summary>Places the labels of a scatter chart's points so that no label overlaps another label or any point and each
/// stays inside the bounds.</summary>
public static class LabelPlacement
{
    /// <summary>The room kept around points and between labels.</summary>
    const double Gap = 1;

    /// <summary>Where every free spot has a leader crossing a label, how many of the nearest are weighed.</summary>
    const int Fallbacks = 200;

    /// <summary>How much farther each ring lies than the last, and about how far apart its spots are along it, near the
    /// point.</summary>
    const double RingStep = 4, ArcStep = 8, Coarsening = 8;

    public static IReadOnlyList<PlacedLabel> Place(IReadOnlyList<LabelRequest> requests, Box bounds)
    {
        var points =
            requests.Select(r => new Box(r.X - r.Radius, r.Y - r.Radius, 2 * r.Radius, 2 * r.Radius).Inflate(Gap))
            .ToList();
        var placed = new List<PlacedLabel>();
        foreach (var request in requests)
        {
            bool Free(Box box) =>
                box.Inside(bounds) && !box.Crosses(new(request.WhiskerLeft, request.Y, request.WhiskerRight, request.Y))
                && !points.Any(box.Intersects) && !placed.Any(p => p.Box.Inflate(Gap).Intersects(box));
            int Crossings(PlacedLabel label) => placed.Count(p => p.Leader is { } leader && label.Box.Crosses(leader))
                + (label.Leader is { } own ? placed.Count(p => p.Box.Crosses(own)) : 0);
            var candidates = Candidates(request, bounds).Where(c => Free(c.Box));
            placed.Add(candidates.FirstOrDefault(c => Crossings(c) == 0) ?? candidates.Take(Fallbacks).MinBy(Crossings)
                ?? Crowded(request, bounds));
        }
        return placed;
    }

    /// <summary>The spots for a label, nearest first.</summary>
    static IEnumerable<PlacedLabel> Candidates(LabelRequest r, Box bounds)
    {
        double clear = r.Radius + Gap + 1, width = r.Width, height = r.Height;
        yield return new(new(r.X + clear, r.Y - 1 - height, width, height), null);
        yield return new(new(r.X + clear, r.Y + 1, width, height), null);
        yield return new(new(r.X - clear - width, r.Y - 1 - height, width, height), null);
        yield return new(new(r.X - clear - width, r.Y + 1, width, height), null);
        yield return new(new(r.X - width / 2, r.Y - clear - height, width, height), null);
        yield return new(new(r.X - width / 2, r.Y + clear, width, height), null);

        double farthest =
            Math.Max(Math.Max(r.X - bounds.Left, bounds.Right - r.X), 0)
            + Math.Max(Math.Max(r.Y - bounds.Top, bounds.Bottom - r.Y), 0);
        for (double distance = clear + RingStep; distance <= farthest;
            distance += Math.Max(RingStep, distance / Coarsening))
        {
            int spots =
                Math.Max(8, (int)Math.Ceiling(2 * Math.PI * distance / Math.Max(ArcStep, distance / Coarsening)));
            // Right first, then alternately up and down the ring, left last.
            for (int k = 0; k <= spots / 2; k++)
            foreach (int sign in k == 0 || 2 * k == spots ? new[] { 1 } : [-1, 1])
            {
                double angle = sign * 2 * Math.PI * k / spots;
                var box = Facing(r.X + distance * Math.Cos(angle), r.Y + distance * Math.Sin(angle), Math.Cos(angle),
                    Math.Sin(angle), width, height);
                yield return new(box, Leader(r, box));
            }
        }
    }

    /// <summary>The box whose side or corner nearest the point is at (x, y), the point lying in direction (−cos, −sin)
    /// from there.</summary>
    static Box Facing(double x, double y, double cos, double sin, double width, double height)
    {
        // Within 22.5° of an axis a box is centred across it; in between, its corner faces the point.
        const double Sideways = 0.383;
        double left = cos > Sideways ? x : cos < -Sideways ? x - width : x - width / 2;
        double top = sin > Sideways ? y : sin < -Sideways ? y - height : y - height / 2;
        return new(left, top, width, height);
    }

    /// <summary>From the point's edge to the nearest point of the label's box.</summary>
    static Segment Leader(LabelRequest r, Box box)
    {
        var (x, y) = box.Nearest(r.X, r.Y);
        double length = Math.Sqrt((x - r.X) * (x - r.X) + (y - r.Y) * (y - r.Y));
        double start = (r.Radius + Gap) / length;
        return new(r.X + (x - r.X) * start, r.Y + (y - r.Y) * start, x, y);
    }

    /// <summary>Where a label goes when the bounds have no free room at all.</summary>
    static PlacedLabel Crowded(LabelRequest r, Box bounds)
    {
        double left = Math.Clamp(r.X + r.Radius + Gap + 1, bounds.Left, Math.Max(bounds.Left, bounds.Right - r.Width));
        double top = Math.Clamp(r.Y - 1 - r.Height, bounds.Top, Math.Max(bounds.Top, bounds.Bottom - r.Height));
        return new(new(left, top, r.Width, r.Height), null);
    }
}
