using SerializerTests.RunAll.Reporting.Charts;

namespace SerializerTests.Tests.RunAll;

/// <summary>The scatter chart's labels: each beside its point where there is room, else farther out with a leader line, never over
/// another label or a point, never outside the chart.</summary>
public class LabelPlacementTests
{
    static readonly Box Bounds = new(84, 42, 792, 460);

    static readonly string[] Names =
    [
        "SystemTextJson", "SystemTextJsonSourceGen", "BinaryWriter", "AllocPerf", "NerdbankMessagePackArrays", "JsonNet", "GoogleProtobuf",
        "MemoryPack", "MessagePack", "ProtobufNet", "DataContract", "XmlSerializer", "BinaryFormatter", "Ceras", "FlatSharp",
    ];

    static LabelRequest Request(double x, double y, int name, double radius = 3.5) =>
        new(x, y, radius, LabelFont.Width(Names[name % Names.Length], bold: radius > 4), LabelFont.Height, x - 20, x + 30);

    /// <summary>Twelve points on one spot, ten a pixel or two from each other, and a few apart, as at N = 1,000,000 where a dozen
    /// binary serializers write the same bytes in about the same time.</summary>
    static List<LabelRequest> Crowd()
    {
        var requests = new List<LabelRequest>();
        for (int i = 0; i < 12; i++)
            requests.Add(Request(400, 300, i, radius: i % 3 == 0 ? 5 : 3.5));
        for (int i = 0; i < 10; i++)
            requests.Add(Request(420 + i * 1.5, 310 - (i % 4), i + 3));
        requests.Add(Request(150, 100, 5));
        requests.Add(Request(860, 480, 6));
        requests.Add(Request(90, 490, 7));
        return requests;
    }

    static Box Circle(LabelRequest r) => new(r.X - r.Radius, r.Y - r.Radius, 2 * r.Radius, 2 * r.Radius);

    static double Distance(LabelRequest r, (double X, double Y) p) => Math.Sqrt((p.X - r.X) * (p.X - r.X) + (p.Y - r.Y) * (p.Y - r.Y));

    [Fact]
    public void CrowdedLabelsOverlapNoLabelNoPointAndStayInside()
    {
        var requests = Crowd();
        var labels = LabelPlacement.Place(requests, Bounds);

        Assert.Equal(requests.Count, labels.Count);
        for (int i = 0; i < labels.Count; i++)
        {
            Assert.True(labels[i].Box.Inside(Bounds), $"label {i} {labels[i].Box} is outside the chart");
            Assert.Equal(requests[i].Width, labels[i].Box.Width);
            for (int j = i + 1; j < labels.Count; j++)
                Assert.False(labels[i].Box.Intersects(labels[j].Box), $"labels {i} and {j} overlap: {labels[i].Box}, {labels[j].Box}");
            foreach (var point in requests)
                Assert.False(labels[i].Box.Intersects(Circle(point)), $"label {i} covers the point at ({point.X}, {point.Y})");
        }
    }

    [Fact]
    public void ADisplacedLabelHasALeaderFromItsPointsEdgeToItsBoxAndOneBesideItsPointHasNone()
    {
        var requests = Crowd();
        var labels = LabelPlacement.Place(requests, Bounds);

        Assert.Contains(labels, l => l.Leader is null);
        Assert.True(labels.Count(l => l.Leader is not null) >= 10, "a dozen labels on one spot cannot all sit beside it");
        foreach (var (request, label) in requests.Zip(labels))
        {
            double gap = Distance(request, label.Box.Nearest(request.X, request.Y)) - request.Radius;
            if (label.Leader is not { } leader)
            {
                Assert.True(gap <= 4, $"a label {gap:F1} from its point has no leader");
                continue;
            }
            Assert.Equal(request.Radius + 1, Distance(request, (leader.X1, leader.Y1)), 6);
            Assert.Equal(label.Box.Nearest(request.X, request.Y), (leader.X2, leader.Y2));
        }
    }

    [Fact]
    public void ALoneLabelSitsRightAboveItsPointClearOfItsWhiskerAndNearTheRightEdgeGoesLeft()
    {
        var alone = Request(300, 200, 0);
        var label = Assert.Single(LabelPlacement.Place([alone], Bounds));
        Assert.Null(label.Leader);
        Assert.True(label.Box.Left > alone.X + alone.Radius && label.Box.Bottom < alone.Y, $"{label.Box}");

        var atEdge = Request(Bounds.Right - 10, 200, 1);
        var left = Assert.Single(LabelPlacement.Place([atEdge], Bounds));
        Assert.Null(left.Leader);
        Assert.True(left.Box.Right < atEdge.X && left.Box.Bottom < atEdge.Y, $"{left.Box}");
    }

    [Fact]
    public void LabelsLeaveTheWhiskerOfTheirOwnPointUncrossed()
    {
        // Points in a column, each with a long interval: the spots right beside each are taken by the one above.
        var requests = Enumerable.Range(0, 8).Select(i => Request(500, 200 + i * 4, i) with { WhiskerLeft = 300, WhiskerRight = 700 }).ToList();
        var labels = LabelPlacement.Place(requests, Bounds);
        foreach (var (request, label) in requests.Zip(labels))
            Assert.False(label.Box.Crosses(new(request.WhiskerLeft, request.Y, request.WhiskerRight, request.Y)), $"{label.Box} crosses its whisker at y = {request.Y}");
    }

    [Fact]
    public void LabelsBeyondTheRoomOfTheChartStillStayInsideIt()
    {
        var small = new Box(0, 0, 200, 40);
        var requests = Enumerable.Range(0, 10).Select(i => Request(100, 20, i) with { Width = 80 }).ToList();
        Assert.All(LabelPlacement.Place(requests, small), l => Assert.True(l.Box.Inside(small), $"{l.Box}"));
    }

    [Fact]
    public void ThePlacementIsTheSameEveryTime() =>
        Assert.Equal(LabelPlacement.Place(Crowd(), Bounds), LabelPlacement.Place(Crowd(), Bounds));

    [Theory]
    [InlineData(0, 5, 20, 5, true)]     // straight through
    [InlineData(0, 0, 20, 0, false)]    // along the top edge
    [InlineData(0, 5, 2, 5, false)]     // stops short
    [InlineData(5, 5, 30, 30, true)]    // starts inside
    [InlineData(5, 25, 25, 5, false)]   // passes the corner outside
    [InlineData(2, 20, 20, 2, true)]    // cuts the corner
    public void ASegmentCrossesABoxOnlyThroughItsInside(double x1, double y1, double x2, double y2, bool crosses) =>
        Assert.Equal(crosses, new Box(4, 0, 10, 10).Crosses(new(x1, y1, x2, y2)));

    [Fact]
    public void BoldLabelsAreWiderAndWidthGrowsWithTheText()
    {
        Assert.True(LabelFont.Width("MessagePack", bold: true) > LabelFont.Width("MessagePack", bold: false));
        Assert.Equal(LabelFont.Advance("ab", false) + LabelFont.Advance("cd", false), LabelFont.Advance("abcd", false), 9);
        Assert.Equal(LabelFont.Advance("abcd", false) + 2 * LabelFont.Inset, LabelFont.Width("abcd", false), 9);
        Assert.True(LabelFont.Advance("WWW", false) > LabelFont.Advance("iii", false) * 2, "proportional, not a fixed width per character");
    }
}
