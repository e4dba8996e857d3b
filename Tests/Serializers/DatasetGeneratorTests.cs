using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Tests.Serializers;

public class DatasetGeneratorTests
{
    [Fact]
    public void OrganizationIsGeneratedTheWaySeed003Does()
    {
        var organization = DatasetGenerator.CreateOrganization(500, 0);
        Assert.Equal(["TestTag0", "TestTag1", "TestTag2", "TestTag3", "TestTag4"], organization.Tags!);
        Assert.Equal(500, organization.Members!.Count);
        foreach (var (member, index) in organization.Members.Select((m, i) => (m, i)))
        {
            Assert.Equal(index, member.Id);
            Assert.Equal($"TestName{index}", member.Name);
            Assert.InRange(RandomSuffix("TestDescription", member.Description), 1, int.MaxValue - 1);
            Assert.InRange(RandomSuffix("TestAddress", member.Address), 1, int.MaxValue - 1);
            Assert.Equal(Math.Floor(member.Value), member.Value);
            Assert.InRange(member.Value, 1, int.MaxValue - 1);
            Assert.InRange(DateTimeOffset.FromUnixTimeMilliseconds(member.UpdateTime).Year, 2026, 2026);
        }
        Assert.True(organization.Members.Select(m => m.Description).Distinct().Count() > 490, "descriptions are drawn at random, not repeated");
    }

    static long RandomSuffix(string prefix, string? value)
    {
        var match = Regex.Match(value ?? "", $"^{prefix}([0-9]+)$");
        Assert.True(match.Success, $"'{value}' is {prefix} followed by a number");
        return long.Parse(match.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture);
    }
}
