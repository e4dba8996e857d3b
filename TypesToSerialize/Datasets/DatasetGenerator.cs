using System.Globalization;

namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary>Seeded data for the datasets beyond BookShelf: the same N always gives equal objects and equal
/// bytes.</summary>
public static class DatasetGenerator
{
    const int Seed = 20_260_003;
    /// <summary>2026-11-01T00:00:00Z in Unix milliseconds.</summary>
    const long OrganizationTime = 1_793_491_200_000;
    static readonly string[] Words =
        ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima"];

    /// <summary>Seed 003's generator with its clock and seed fixed.</summary>
    public static Organization CreateOrganization(int members, int payloadBytes)
    {
        var random = new Random(Seed);
        var list = new List<Member>(members);
        for (int i = 0; i < members; i++)
        {
            list.Add(new Member
            {
                Id = i,
                Name = $"TestName{i}",
                Description = $"TestDescription{random.Next(1, int.MaxValue)}",
                Address = $"TestAddress{random.Next(1, int.MaxValue)}",
                Value = random.Next(1, int.MaxValue),
                // A fixed instant instead of the seed's DateTime.Now: the same size, repeatable.
                UpdateTime = OrganizationTime + i,
            });
        }
        return new Organization { Id = 1, Tags = [.. Enumerable.Range(0, 5).Select(i => $"TestTag{i}")],
            Members = list };
    }

    public static People CreatePeople(int persons, int payloadBytes)
    {
        var random = new Random(Seed);
        var list = new List<Person>(persons);
        for (int i = 1; i <= persons; i++)
        {
            list.Add(new Person
            {
                FirstName = Capitalized(Pick(random, Words)) + new string('a', random.Next(4)),
                LastName = Capitalized(Pick(random, Words)) + i,
                Age = (byte)random.Next(0, 100),
                Gender = (Gender)random.Next(3),
            });
        }
        return new People { Persons = list };
    }

    public static Vector3[] CreateVectors(int count, int payloadBytes)
    {
        var random = new Random(Seed);
        var vectors = new Vector3[count];
        for (int i = 0; i < vectors.Length; i++)
            vectors[i] = new Vector3 { X = Coordinate(random), Y = Coordinate(random), Z = Coordinate(random) };
        return vectors;
    }

    public static SimpleObject[] CreateSimpleObjects(int count, int payloadBytes) =>
        CreateSimple(count, static (id, name, address, scores) =>
            new SimpleObject { Id = id, Name = name, Address = address, Scores = scores });

    public static SimpleObjectWithFields[] CreateSimpleObjectsWithFields(int count, int payloadBytes) =>
        CreateSimple(count,
            static (id, name, address, scores) =>
                new SimpleObjectWithFields { Id = id, Name = name, Address = address, Scores = scores });

    /// <summary>Both SimpleObject shapes draw the same values, so their sizes and times compare like for
    /// like.</summary>
    static T[] CreateSimple<T>(int count, Func<int, string, string, int[], T> create)
    {
        var random = new Random(Seed);
        var items = new T[count];
        for (int i = 0; i < items.Length; i++)
            items[i] = create(i
                + 1, $"Simple {i + 1}", Address(random), [.. Enumerable.Range(0, 10).Select(_ => random.Next(100))]);
        return items;
    }

    /// <param name="payloadBytes">Each employee's Photo; null when 0.</param>
    public static Employee[] CreateEmployees(int count, int payloadBytes)
    {
        var random = new Random(Seed);
        var employees = new Employee[count];
        for (int i = 0; i < employees.Length; i++)
            employees[i] = FillEmployee(new Employee(), i + 1, random, payloadBytes);
        return employees;
    }

    public static EmployeeComplex[] CreateEmployeesComplex(int count, int payloadBytes)
    {
        var random = new Random(Seed);
        var employees = new EmployeeComplex[count];
        for (int i = 0; i < employees.Length; i++)
        {
            var employee = FillEmployee(new EmployeeComplex(), i + 1, random, payloadBytes);
            employee.OrdersHandled =
                [.. Enumerable.Range(1, random.Next(1, 11)).Select(n => CreateOrder(random, 10_000 + n, employee.Id))];
            employee.CustomersHandled =
                [.. Enumerable.Range(1, random.Next(1, 11)).Select(_ => CreateCustomer(random))];
            employee.Friends =
                [.. Enumerable.Range(1, random.Next(1, 11))
                    .Select(n => FillEmployee(new Employee(), n, random, payloadBytes: 0))];
            employees[i] = employee;
        }
        return employees;
    }

    static readonly string[] Titles =
        ["Sales Representative", "Vice President, Sales", "Sales Manager", "Inside Sales Coordinator"];
    static readonly string[] Courtesies = ["Ms.", "Dr.", "Mr.", "Mrs."];
    static readonly (string City, string? Region, string Country)[] Places =
        [("Seattle", "WA", "USA"), ("Tacoma", "WA", "USA"), ("Kirkland", "WA", "USA"), ("London", null, "UK"),
            ("Lyon", null, "France"),
            ("Berlin", null, "Germany")];
    static readonly DateTime Epoch = new(1990, 1, 1, 0, 0, 0, DateTimeKind.Utc);

    static T FillEmployee<T>(T employee, int id, Random random, int payloadBytes) where T : Employee
    {
        var place = Pick(random, Places);
        employee.Id = id;
        employee.LastName = Capitalized(Pick(random, Words)) + id;
        employee.FirstName = Capitalized(Pick(random, Words));
        employee.Title = Pick(random, Titles);
        employee.TitleOfCourtesy = Pick(random, Courtesies);
        employee.BirthDate = Epoch.AddDays(-random.Next(7_000, 20_000));
        employee.HireDate = Epoch.AddDays(random.Next(0, 10_000));
        employee.Address = Address(random);
        (employee.City, employee.Region, employee.Country) = place;
        employee.PostalCode = PostalCode(random);
        employee.HomePhone = $"(206) 555-{random.Next(1000, 9999)}";
        employee.Extension = random.Next(100, 9999).ToString(CultureInfo.InvariantCulture);
        employee.Photo = DataGenerator.CreatePayload(payloadBytes, id);
        employee.Notes = Sentence(random, 10 + random.Next(20));
        employee.ReportsTo = id == 1 ? null : random.Next(1, id);
        employee.PhotoPath = $"http://accweb/employees/{employee.LastName}.bmp";
        return employee;
    }

    static Order CreateOrder(Random random, int id, int employeeId)
    {
        var place = Pick(random, Places);
        var ordered = Epoch.AddDays(random.Next(0, 10_000));
        return new Order
        {
            Id = id, CustomerId = CustomerId(random), EmployeeId = employeeId,
            OrderDate = ordered, RequiredDate = ordered.AddDays(28), ShippedDate = random.Next(10) == 0 ? null
                : ordered.AddDays(random.Next(1, 30)),
            ShipVia = random.Next(1, 4), Freight = random.Next(0, 100_000) / 100m,
            ShipName = Sentence(random, 2), ShipAddress = Address(random), ShipCity = place.City,
            ShipRegion = place.Region,
            ShipPostalCode = PostalCode(random), ShipCountry = place.Country,
        };
    }

    static Customer CreateCustomer(Random random)
    {
        var place = Pick(random, Places);
        return new Customer
        {
            Id = CustomerId(random), CompanyName = Capitalized(Sentence(random, 2)),
            ContactName = Capitalized(Sentence(random, 2)),
            ContactTitle = Pick(random, Titles), Address = Address(random), City = place.City, Region = place.Region,
            PostalCode = PostalCode(random), Country = place.Country,
            Phone = Phone(random), Fax = random.Next(3) == 0 ? null : Phone(random),
        };
    }

    static T Pick<T>(Random random, T[] items) => items[random.Next(items.Length)];

    static string PostalCode(Random random) => random.Next(10_000, 99_999).ToString(CultureInfo.InvariantCulture);

    static string Phone(Random random) => $"030-{random.Next(1_000_000, 9_999_999)}";

    static string CustomerId(Random random) =>
        string.Concat(Enumerable.Range(0, 5).Select(_ => (char)('A' + random.Next(26))));

    /// <summary>Two decimals, so text formats write short numbers as real coordinates would be.</summary>
    static float Coordinate(Random random) => MathF.Round(random.NextSingle() * 2000 - 1000, 2);

    static string Address(Random random) =>
        $"{random.Next(1, 999)} {Pick(random, Words)} street, {PostalCode(random)} {Pick(random, Words)}";

    static string Sentence(Random random, int words) =>
        string.Join(' ', Enumerable.Range(0, words).Select(_ => Pick(random, Words)));

    static string Capitalized(string word) => char.ToUpperInvariant(word[0]) + word[1..];
}
