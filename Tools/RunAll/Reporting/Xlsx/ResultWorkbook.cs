using System.Globalization;
using DocumentFormat.OpenXml;
using DocumentFormat.OpenXml.Packaging;
using DocumentFormat.OpenXml.Spreadsheet;
using SerializerTests.Results;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Reporting.Decision;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Reporting.Xlsx;

/// <summary><c>SerializationPerf_Combined_&lt;payload&gt;.xlsx</c>.</summary>
public static class ResultWorkbook
{
    public const string DataSheet = "Results";
    public const string TableName = "Results";
    public const string MatrixSheet = "Matrix";

    /// <param name="matrix">The run's decision matrix, a sheet of its own after the data.</param>
    /// <param name="sideBySide">The run's side-by-side comparisons, a sheet of their own where there are any.</param>
    /// <param name="footprint">The run's Footprint.csv, a sheet of its own where there is one.</param>
    public static void Write(string path, IReadOnlyList<ResultRow> rows, DecisionMatrix? matrix = null,
        IReadOnlyList<SideBySide.SideBySideRow>? sideBySide = null,
        IReadOnlyList<FootprintRow>? footprint = null)
    {
        string temporary = path + ".tmp";
        using (var document = SpreadsheetDocument.Create(temporary, SpreadsheetDocumentType.Workbook))
        {
            var workbookPart = document.AddWorkbookPart();
            var strings = new SharedStrings(workbookPart.AddNewPart<SharedStringTablePart>());
            var sheets = new Sheets();
            workbookPart.Workbook = new Workbook(sheets);

            var dataPart = workbookPart.AddNewPart<WorksheetPart>();
            WriteDataSheet(dataPart, rows, strings);
            sheets.Append(new Sheet { Id = workbookPart.GetIdOfPart(dataPart), SheetId = 1, Name = DataSheet });

            uint sheetId = 2;
            if (matrix is not null)
            {
                var matrixPart = workbookPart.AddNewPart<WorksheetPart>();
                WriteMatrixSheet(matrixPart, matrix, strings);
                sheets.Append(new Sheet { Id = workbookPart.GetIdOfPart(matrixPart), SheetId = sheetId++,
                    Name = MatrixSheet });
            }

            if (sideBySide is { Count: > 0 })
            {
                var sideBySidePart = workbookPart.AddNewPart<WorksheetPart>();
                WriteSideBySideSheet(sideBySidePart, sideBySide, strings);
                sheets.Append(new Sheet { Id = workbookPart.GetIdOfPart(sideBySidePart), SheetId = sheetId++,
                    Name = SideBySideSheet });
            }

            if (footprint is { Count: > 0 })
            {
                var footprintPart = workbookPart.AddNewPart<WorksheetPart>();
                footprintPart.Worksheet =
                    new Worksheet(FrozenHeader(), RowsOf(TypedColumns.Of<FootprintRow>(), footprint, strings));
                sheets.Append(new Sheet { Id = workbookPart.GetIdOfPart(footprintPart), SheetId = sheetId++,
                    Name = FootprintSheet });
            }

            var cache = PivotTables.AddCache(workbookPart, rows);
            foreach (var pivot in PivotTables.Classic)
            {
                var pivotSheet = workbookPart.AddNewPart<WorksheetPart>();
                pivotSheet.Worksheet = new Worksheet(new SheetData());
                PivotTables.Add(pivotSheet, cache, pivot);
                sheets.Append(new Sheet { Id = workbookPart.GetIdOfPart(pivotSheet), SheetId = sheetId++,
                    Name = pivot.Sheet });
            }
            workbookPart.Workbook.Append(new PivotCaches(new PivotCache { CacheId = PivotTables.CacheId,
                Id = workbookPart.GetIdOfPart(cache.Part) }));
            strings.Save();
            workbookPart.Workbook.Save();
        }
        File.Move(temporary, path, overwrite: true);
    }

    /// <summary>A header row of the columns' names, then a row per record of typed cells.</summary>
    static SheetData RowsOf<T>(IReadOnlyList<TypedColumn<T>> columns, IReadOnlyList<T> rows, SharedStrings strings)
    {
        var data = new SheetData();
        var header = new Row { RowIndex = 1 };
        for (int c = 0; c < columns.Count; c++)
            header.Append(strings.Cell(Reference(c, 1), columns[c].Header));
        data.Append(header);
        for (int r = 0; r < rows.Count; r++)
        {
            uint rowIndex = (uint)r + 2;
            var row = new Row { RowIndex = rowIndex };
            for (int c = 0; c < columns.Count; c++)
            {
                if (TypedCell(columns[c].Kind, columns[c].Value(rows[r]), Reference(c, rowIndex), strings) is { } cell)
                    row.Append(cell);
            }
            data.Append(row);
        }
        return data;
    }

    static SheetViews FrozenHeader() =>
        new(new SheetView(new Pane { VerticalSplit = 1, TopLeftCell = "A2", ActivePane = PaneValues.BottomLeft,
            State = PaneStateValues.Frozen }) { WorkbookViewId = 0 });

    static void WriteDataSheet(WorksheetPart part, IReadOnlyList<ResultRow> rows, SharedStrings strings)
    {
        var columns = ResultColumns.All;
        var data = RowsOf(columns, rows, strings);
        string range = $"A1:{Reference(columns.Count - 1, (uint)rows.Count + 1)}";
        var tablePart = part.AddNewPart<TableDefinitionPart>();
        tablePart.Table = new Table(
            new AutoFilter { Reference = range },
            new TableColumns(columns.Select((c, i) => new TableColumn { Id = (uint)i + 1, Name = c.Header })) { Count =
                (uint)columns.Count },
            new TableStyleInfo { Name = "TableStyleMedium2", ShowRowStripes = true, ShowColumnStripes = false,
                ShowFirstColumn = false,
                ShowLastColumn = false })
        {
            Id = 1, Name = TableName, DisplayName = TableName, Reference = range, TotalsRowShown = false,
        };
        part.Worksheet = new Worksheet(
            FrozenHeader(),
            data,
            new TableParts(new TablePart { Id = part.GetIdOfPart(tablePart) }) { Count = 1 });
    }

    public const string SideBySideSheet = "Side by side";

    /// <summary>Footprint.csv's rows, its columns as typed cells.</summary>
    public const string FootprintSheet = "Footprint";

    /// <summary>SideBySide.csv's rows as typed cells.</summary>
    static void WriteSideBySideSheet(WorksheetPart part, IReadOnlyList<SideBySide.SideBySideRow> rows,
        SharedStrings strings)
    {
        var data = new SheetData();
        string[] header =
            ["Pair", "Test", "Runtime", "Variant", "Serializer", "Dataset", "RootType", "Objects", "Operation",
            "Rounds", "A s/op",
            "B s/op", "B/A", "B/A low", "B/A high", "Verdict", "B/A untrimmed"];
        var headerRow = new Row { RowIndex = 1 };
        for (int c = 0; c < header.Length; c++)
            headerRow.Append(strings.Cell(Reference(c, 1), header[c]));
        data.Append(headerRow);
        uint index = 2;
        foreach (var r in rows)
        {
            object?[] values =
                [SideBySide.PairedVerdict.PairOf(r), r.Test, r.Runtime, r.Variant, r.Serializer, r.Dataset, r.RootType,
                (double)r.Objects, r.Operation,
                (double)r.Rounds, r.ASeconds, r.BSeconds, r.Ratio, r.RatioLow, r.RatioHigh, r.Verdict, r.MeanRatio];
            var row = new Row { RowIndex = index };
            for (int c = 0; c < values.Length; c++)
            {
                string reference = Reference(c, index);
                if (values[c] is double number)
                    row.Append(new Cell { CellReference = reference, CellValue = new CellValue(number) });
                else if (values[c] is string { Length: > 0 } text)
                    row.Append(strings.Cell(reference, text));
            }
            data.Append(row);
            index++;
        }
        part.Worksheet = new Worksheet(data);
    }

    /// <summary>The matrix as text cells, as report.html reads them, then where each column comes from, then each empty
    /// cell's whole reason.</summary>
    static void WriteMatrixSheet(WorksheetPart part, DecisionMatrix matrix, SharedStrings strings)
    {
        var data = new SheetData();
        uint index = 1;
        void Add(IEnumerable<string> cells)
        {
            var row = new Row { RowIndex = index };
            int c = 0;
            foreach (var text in cells)
                row.Append(strings.Cell(Reference(c++, index), text));
            data.Append(row);
            index++;
        }
        // The table both pages show, its tooltips written out: each column's source, each empty cell's reason.
        var table = DecisionTables.Matrix(matrix);
        Add(table.Columns.Select(c => c.Heading));
        foreach (var row in table.Rows)
            Add(row.Cells.Select(c => c.Text));
        index++;
        Add([DecisionMatrix.OrderRule]);
        Add(["Column", "Where it comes from"]);
        foreach (var column in table.Columns.Skip(1))
            Add([column.Heading, column.Title ?? ""]);
        index++;
        Add(["Serializer", "Column", "Why the cell has no value"]);
        foreach (var row in table.Rows)
            for (int c = 1; c < row.Cells.Count; c++)
                if (row.Cells[c].Class == DecisionTables.Missing)
                    Add([row.Cells[0].Text, table.Columns[c].Heading, row.Cells[c].Title ?? ""]);
        part.Worksheet = new Worksheet(
            new SheetViews(new SheetView(new Pane { HorizontalSplit = 1, VerticalSplit = 1, TopLeftCell = "B2",
                ActivePane = PaneValues.BottomRight,
                State = PaneStateValues.Frozen }) { WorkbookViewId = 0 }),
            new DocumentFormat.OpenXml.Spreadsheet.Columns(
                new Column { Min = 1, Max = 1, Width = 28, CustomWidth = true },
                new Column { Min = 2, Max = (uint)matrix.Columns.Count + 1, Width = 16, CustomWidth = true }),
            data);
    }

    static Cell? TypedCell(ColumnKind kind, object? value, string reference, SharedStrings strings) => value switch
    {
        null => null,
        string text when text.Length == 0 => null,
        string text => strings.Cell(reference, text),
        bool flag =>
            new Cell { CellReference = reference, DataType = CellValues.Boolean,
            CellValue = new CellValue(flag ? "1" : "0") },
        _ when kind == ColumnKind.Number =>
            new Cell { CellReference = reference,
                CellValue = new CellValue(Convert.ToDouble(value, CultureInfo.InvariantCulture)) },
        _ => strings.Cell(reference, Convert.ToString(value, CultureInfo.InvariantCulture) ?? ""),
    };

    /// <summary>A1-style reference of a zero-based column and one-based row.</summary>
    public static string Reference(int column, uint row)
    {
        string letters = "";
        for (int c = column + 1; c > 0; c = (c - 1) / 26)
            letters = (char)('A' + (c - 1) % 26) + letters;
        return letters + row.ToString(CultureInfo.InvariantCulture);
    }

    /// <summary>Text cells go through the shared string table, as Excel itself writes them.</summary>
    sealed class SharedStrings(SharedStringTablePart part)
    {
        readonly Dictionary<string, int> _index = [];
        readonly SharedStringTable _table = new();

        public Cell Cell(string reference, string text)
        {
            if (!_index.TryGetValue(text, out int index))
            {
                index = _index[text] = _index.Count;
                _table.Append(new SharedStringItem(new Text(text) { Space = SpaceProcessingModeValues.Preserve }));
            }
            return new Cell { CellReference = reference, DataType = CellValues.SharedString,
                CellValue = new CellValue(index.ToString(CultureInfo.InvariantCulture)) };
        }

        public void Save()
        {
            _table.Count = _table.UniqueCount = (uint)_index.Count;
            part.SharedStringTable = _table;
        }
    }
}
