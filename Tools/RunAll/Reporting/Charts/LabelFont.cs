namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>The font of a chart's point labels, explicit so that their placement knows each label's box without a
/// browser.</summary>
public static class LabelFont
{
    public const string Family = "'DejaVu Sans', Verdana, sans-serif";

    public const double Size = 11;

    /// <summary>Above and below the baseline, in em: DejaVu Sans's ascender and descender, the descender taken as
    /// Chromium reckons a text's box, rounded up to whole pixels.</summary>
    const double Ascent = 0.928, Descent = 0.28;

    /// <summary>Ink past the advance at either end, in em, which a browser counts in a text's box.</summary>
    const double Overhang = 0.11;

    /// <summary>Advance widths in thousandths of an em of the printable ASCII characters, space to tilde.</summary>
    static readonly short[] Book =
    [
        318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636,
            636, 636,
        636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863,
            748, 787,
        603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635, 615,
            352, 635,
        634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636,
            838,
    ];

    static readonly short[] Bold =
    [
        348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696,
            696, 696,
        696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
            837, 850,
        733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678,
            435, 716,
        712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712,
            838,
    ];

    /// <summary>A character outside the table counts as wide as the widest letter.</summary>
    const double OtherCharacter = 1.1;

    /// <summary>The text's advance in user units: its <c>textLength</c>.</summary>
    public static double Advance(string text, bool bold)
    {
        var widths = bold ? Bold : Book;
        return text.Sum(c => c is >= ' ' and <= '~' ? widths[c - ' '] / 1000.0 : OtherCharacter) * Size;
    }

    /// <summary>The width of a label's box: its advance and the overhang at either end.</summary>
    public static double Width(string text, bool bold) => Advance(text, bold) + 2 * Inset;

    /// <summary>From the left of a label's box to the text's x.</summary>
    public static double Inset => Overhang * Size;

    /// <summary>The height of a label's box: ascent and descent.</summary>
    public static double Height => (Ascent + Descent) * Size;

    /// <summary>From the top of a label's box down to its baseline, where the text's y goes.</summary>
    public static double Baseline => Ascent * Size;
}
