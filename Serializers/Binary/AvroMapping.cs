using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Runtime.Serialization;
using System.Collections;
using System.Text.Json.Nodes;
using Avro;
using Avro.Reflect;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Binary;

/// <summary>The class the reflect API maps for one root type (itself or a mirror), its schema and the copies between
/// them; schemas are derived, not written out, so they follow every change to the types.</summary>
sealed record AvroMapping(Type AvroType, Schema Schema, Func<object, object> ToAvro, Func<object, object> FromAvro)
{
    /// <summary>The reflect API maps only exact property types; these process-wide converters cover the others. None
    /// applies inside a union, so nullable value types need Avro types of their own.</summary>
    static AvroMapping()
    {
        ClassCache.AddDefaultConverter<int, short>((v, _) => (short)v, (v, _) => v);
        ClassCache.AddDefaultConverter<int, byte>((v, _) => (byte)v, (v, _) => v);
        ClassCache.AddDefaultConverter<byte[], Guid>((v, _) => new Guid(v), (v, _) => v.ToByteArray());
        ClassCache.AddDefaultConverter<byte[], decimal>((v, _) => ToDecimal(v), (v, _) => FromDecimal(v));
    }

    /// <summary>The reflect API maps only classes with public properties, so other roots go through mirrors; it creates
    /// them by reflection, which NativeAOT's trimmer cannot see, so their members are kept by name.</summary>
    [DynamicDependency(MirrorMembers, typeof(OrganizationRecord))]
    [DynamicDependency(MirrorMembers, typeof(LargeBookShelfRecord))]
    [DynamicDependency(MirrorMembers, typeof(LargeBookRecord))]
    [DynamicDependency(MirrorMembers, typeof(Vector3Record))]
    [DynamicDependency(MirrorMembers, typeof(EmployeeComplexRecord))]
    [DynamicDependency(MirrorMembers, typeof(SimpleObjectRecord))]
    public static AvroMapping For(Type rootType) =>
        rootType == typeof(Organization)
            ? Mirror<Organization, OrganizationRecord>(OrganizationRecord.From, r => r.To())
        : rootType == typeof(LargeBookShelf)
            ? Mirror<LargeBookShelf, LargeBookShelfRecord>(LargeBookShelfRecord.From, r => r.To())
        : rootType == typeof(Vector3[])
            ? Mirror<Vector3[],
                List<Vector3Record>>(v => [.. v.Select(Vector3Record.From)], r => [.. r.Select(x => x.To())])
        : rootType == typeof(EmployeeComplex[])
            ? Mirror<EmployeeComplex[],
                List<EmployeeComplexRecord>>(v => [.. v.Select(EmployeeComplexRecord.From)], r =>
                    [.. r.Select(x => x.To())])
        : rootType == typeof(SimpleObject[])
            ? Mirror<SimpleObject[],
                List<SimpleObjectRecord>>(v => [.. v.Select(SimpleObjectRecord.From)], r =>
                    [.. r.Select(x => x.ToProperties())])
        : rootType == typeof(SimpleObjectWithFields[]) ? Mirror<SimpleObjectWithFields[], List<SimpleObjectRecord>>(v =>
            [.. v.Select(SimpleObjectRecord.From)], r => [.. r.Select(x => x.ToFields())])
        : rootType.IsArray ? RootArray(rootType.GetElementType()!)
        : new(rootType, SchemaOf(rootType), v => v, v => v);

    /// <summary>The reflect API writes any IList but reads a List.</summary>
    static AvroMapping RootArray(Type elementType)
    {
        var listType = typeof(List<>).MakeGenericType(elementType);
        return new(listType, SchemaOf(listType), v => v, list =>
        {
            var items = (ICollection)list;
            var array = Array.CreateInstance(elementType, items.Count);
            items.CopyTo(array, 0);
            return array;
        });
    }

    const DynamicallyAccessedMemberTypes MirrorMembers =
        DynamicallyAccessedMemberTypes.PublicParameterlessConstructor | DynamicallyAccessedMemberTypes.PublicProperties;

    static AvroMapping Mirror<TClr, TAvro>(Func<TClr, TAvro> toAvro, Func<TAvro, TClr> fromAvro) where TClr
        : class where TAvro : class =>
        new(typeof(TAvro), SchemaOf(typeof(TAvro)), v => toAvro((TClr)v), v => fromAvro((TAvro)v));

    static Schema SchemaOf(Type type) => Schema.Parse(SchemaNode(type, []).ToJsonString());

    /// <summary>Collection items are not unions with null: the test data has no null items.</summary>
    static JsonNode SchemaNode(Type type, HashSet<string> named)
    {
        if (Nullable.GetUnderlyingType(type) is { } underlying)
            return new JsonArray("null", SchemaNode(underlying, named));
        if (type == typeof(int) || type == typeof(short) || type == typeof(byte)) return "int";
        if (type == typeof(long)) return "long";
        // Avro's finest timestamp: microseconds since the Unix epoch, UTC.
        if (type == typeof(DateTime)) return new JsonObject { ["type"] = "long", ["logicalType"] = "timestamp-micros" };
        if (type == typeof(float)) return "float";
        if (type == typeof(double)) return "double";
        if (type == typeof(bool)) return "boolean";
        if (type == typeof(string)) return "string";
        // Exact, unlike Avro's decimal logical type, whose scale is fixed per schema.
        if (type == typeof(byte[]) || type == typeof(decimal)) return "bytes";
        if (type.IsArray)
            return Collection("array", "items", type.GetElementType()!, named);
        if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>))
            return Collection("array", "items", type.GetGenericArguments()[0], named);
        // For key types other than string the reflect API refuses the dictionary.
        if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(Dictionary<,>))
            return Collection("map", "values", type.GetGenericArguments()[1], named);
        string name = ContractName(type);
        if (!named.Add(name))
            return name;
        if (type == typeof(Guid))
            return new JsonObject { ["type"] = "fixed", ["name"] = name, ["size"] = 16 };
        if (type.IsEnum)
            return new JsonObject { ["type"] = "enum", ["name"] = name,
                ["symbols"] = new JsonArray([.. Enum.GetNames(type).Select(n => JsonValue.Create(n))]) };
        var fields = new JsonArray();
        foreach (var property in type.GetProperties())
        {
            var schema = SchemaNode(property.PropertyType, named);
            // Null first and by default: schema resolution needs a default to read data written without the member.
            var field = property.PropertyType.IsValueType && Nullable.GetUnderlyingType(property.PropertyType) is null
                ? new JsonObject { ["name"] = property.Name, ["type"] = schema }
                : new JsonObject { ["name"] = property.Name, ["type"] = schema is JsonArray ? schema
                    : new JsonArray("null", schema),
                    ["default"] = null };
            // Avro renames a field with aliases.
            if (property.GetCustomAttribute<DataMemberAttribute>()?.Name is { } wireName && wireName != property.Name)
                field["aliases"] = new JsonArray(wireName);
            fields.Add(field);
        }
        return new JsonObject { ["type"] = "record", ["name"] = name, ["fields"] = fields };
    }

    /// <summary>The data-contract name when declared, so two builds of a type name the same record.</summary>
    static string ContractName(Type type) => type.GetCustomAttribute<DataContractAttribute>()?.Name ?? type.Name;

    static JsonObject Collection(string kind, string itemsKey, Type itemType, HashSet<string> named) =>
        new() { ["type"] = kind, [itemsKey] = SchemaNode(itemType, named) };

    static decimal ToDecimal(byte[] bytes)
    {
        Span<int> bits = stackalloc int[4];
        for (int i = 0; i < 4; i++)
            bits[i] = BitConverter.ToInt32(bytes, i * 4);
        return new decimal(bits);
    }

    static byte[] FromDecimal(decimal value)
    {
        Span<int> bits = stackalloc int[4];
        decimal.GetBits(value, bits);
        var bytes = new byte[16];
        for (int i = 0; i < 4; i++)
            BitConverter.TryWriteBytes(bytes.AsSpan(i * 4), bits[i]);
        return bytes;
    }

    // Mirrors of what the reflect API cannot map (T[] members, a struct, fields, decimal?); mappable members are
    // shared.

    sealed class OrganizationRecord
    {
        public int Id { get; set; }
        public List<string>? Tags { get; set; }
        public List<Member>? Members { get; set; }

        public static OrganizationRecord From(Organization o) =>
            new() { Id = o.Id, Tags = o.Tags?.ToList(), Members = o.Members };

        public Organization To() => new() { Id = Id, Tags = Tags?.ToArray(), Members = Members };
    }

    sealed class LargeBookShelfRecord
    {
        public List<LargeBookRecord>? Books { get; set; }
        public string? Name { get; set; }

        public static LargeBookShelfRecord From(LargeBookShelf s) =>
            new() { Books = s.Books?.ConvertAll(LargeBookRecord.From), Name = s.Name };

        public LargeBookShelf To() => new() { Books = Books?.ConvertAll(b => b.To()), Name = Name };
    }

    sealed class LargeBookRecord
    {
        public int Id { get; set; }
        public string? Title { get; set; }
        public string? Author { get; set; }
        public string? Isbn { get; set; }
        public long PageCount { get; set; }
        public short Edition { get; set; }
        public byte Rating { get; set; }
        public bool InPrint { get; set; }
        public double Price { get; set; }
        public float Weight { get; set; }
        public DateTime Published { get; set; }
        public Guid Key { get; set; }
        public Genre Genre { get; set; }
        public List<string>? Tags { get; set; }
        public List<int>? ChapterPages { get; set; }
        public byte[]? Cover { get; set; }
        public Publisher? Publisher { get; set; }
        /// <summary>The reflect API applies no converter to a nullable decimal.</summary>
        public byte[]? Discount { get; set; }

        public static LargeBookRecord From(LargeBook b) => new()
        {
            Id = b.Id, Title = b.Title, Author = b.Author, Isbn = b.Isbn, PageCount = b.PageCount, Edition = b.Edition,
            Rating = b.Rating,
            InPrint = b.InPrint, Price = b.Price, Weight = b.Weight, Published = b.Published, Key = b.Key,
            Genre = b.Genre, Tags = b.Tags,
            ChapterPages = b.ChapterPages?.ToList(), Cover = b.Cover, Publisher = b.Publisher,
            Discount = b.Discount is { } discount ? FromDecimal(discount) : null,
        };

        public LargeBook To() => new()
        {
            Id = Id, Title = Title, Author = Author, Isbn = Isbn, PageCount = PageCount, Edition = Edition,
            Rating = Rating,
            InPrint = InPrint, Price = Price, Weight = Weight, Published = Published, Key = Key, Genre = Genre,
            Tags = Tags,
            ChapterPages = ChapterPages?.ToArray(), Cover = Cover, Publisher = Publisher,
            Discount = Discount is null ? null : ToDecimal(Discount),
        };
    }

    sealed class Vector3Record
    {
        public float X { get; set; }
        public float Y { get; set; }
        public float Z { get; set; }

        public static Vector3Record From(Vector3 v) => new() { X = v.X, Y = v.Y, Z = v.Z };

        public Vector3 To() => new() { X = X, Y = Y, Z = Z };
    }

    /// <summary>Only the arrays need lists; the inherited Employee members map as they are.</summary>
    sealed class EmployeeComplexRecord : Employee
    {
        public List<Order>? OrdersHandled { get; set; }
        public List<Customer>? CustomersHandled { get; set; }
        public List<Employee>? Friends { get; set; }

        public static EmployeeComplexRecord From(EmployeeComplex e) =>
            CopyEmployee(e, new EmployeeComplexRecord { OrdersHandled = e.OrdersHandled?.ToList(),
                CustomersHandled = e.CustomersHandled?.ToList(),
                Friends = e.Friends });

        public EmployeeComplex To() =>
            CopyEmployee(this,
                new EmployeeComplex { OrdersHandled = OrdersHandled?.ToArray(),
                    CustomersHandled = CustomersHandled?.ToArray(), Friends = Friends });

        static T CopyEmployee<T>(Employee from, T to) where T : Employee
        {
            to.Id = from.Id; to.LastName = from.LastName; to.FirstName = from.FirstName; to.Title = from.Title;
            to.TitleOfCourtesy = from.TitleOfCourtesy; to.BirthDate = from.BirthDate; to.HireDate = from.HireDate;
            to.Address = from.Address; to.City = from.City; to.Region = from.Region; to.PostalCode = from.PostalCode;
            to.Country = from.Country; to.HomePhone = from.HomePhone; to.Extension = from.Extension;
            to.Photo = from.Photo;
            to.Notes = from.Notes; to.ReportsTo = from.ReportsTo; to.PhotoPath = from.PhotoPath;
            return to;
        }
    }

    /// <summary>One mirror for both SimpleObject shapes: the same data, so the same schema.</summary>
    sealed class SimpleObjectRecord
    {
        public int Id { get; set; }
        public string? Name { get; set; }
        public string? Address { get; set; }
        public List<int>? Scores { get; set; }

        public static SimpleObjectRecord From(SimpleObject o) =>
            new() { Id = o.Id, Name = o.Name, Address = o.Address, Scores = o.Scores?.ToList() };

        public static SimpleObjectRecord From(SimpleObjectWithFields o) =>
            new() { Id = o.Id, Name = o.Name, Address = o.Address, Scores = o.Scores?.ToList() };

        public SimpleObject ToProperties() =>
            new() { Id = Id, Name = Name, Address = Address, Scores = Scores?.ToArray() };

        public SimpleObjectWithFields ToFields() =>
            new() { Id = Id, Name = Name, Address = Address, Scores = Scores?.ToArray() };
    }
}
