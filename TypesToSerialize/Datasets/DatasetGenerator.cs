namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary>Seeded data for the datasets beyond BookShelf: the same N always gives equal objects and equal bytes.</summary>
public static class DatasetGenerator
{
    const int Seed = 20_260_003;
    static readonly string[] Words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima"];

    public static Organization CreateOrganization(int members, int payloadBytes)
    {
        var random = new Random(Seed);
        var list = new List<Member>(members);
        for (int i = 1; i <= members; i++)
        {
            list.Add(new Member
            {
                Id = i,
                Name = $"Member {i}",
                Description = Sentence(random, 3 + random.Next(8)),
                Address = $"{random.Next(1, 999)} {Words[random.Next(Words.Length)]} street, {random.Next(10_000, 99_999)} {Words[random.Next(Words.Length)]}",
                Value = Math.Round(random.NextDouble() * 10_000, 4),
                UpdateTime = 1_700_000_000_000L + random.Next() * 1000L,
            });
        }
        return new Organization { Id = 42, Tags = [.. Words.Take(5)], Members = list };
    }

    public static People CreatePeople(int persons, int payloadBytes)
    {
        var random = new Random(Seed);
        var list = new List<Person>(persons);
        for (int i = 1; i <= persons; i++)
        {
            list.Add(new Person
            {
                FirstName = Capitalized(Words[random.Next(Words.Length)]) + new string('a', random.Next(4)),
                LastName = Capitalized(Words[random.Next(Words.Length)]) + i,
                Age = (byte)random.Next(0, 100),
                Gender = (Gender)random.Next(3),
            });
        }
        return new People { Persons = list };
    }

    static string Sentence(Random random, int words) => string.Join(' ', Enumerable.Range(0, words).Select(_ => Words[random.Next(Words.Length)]));

    static string Capitalized(string word) => char.ToUpperInvariant(word[0]) + word[1..];
}
