import {
  certifications,
  chiefExecutive,
  groupCompanies,
  lifePhotos,
  teamMembers,
} from '@/features/about/content';
import { images } from '@/generated/images';

describe('about content (spec section 2 "About", D22)', () => {
  it('has four of each list', () => {
    expect(teamMembers).toHaveLength(4);
    expect(lifePhotos).toHaveLength(4);
    expect(groupCompanies).toHaveLength(4);
    expect(certifications).toHaveLength(4);
  });

  it('marks every person as demo content (D22)', () => {
    expect(chiefExecutive.demo).toBe(true);
    for (const member of teamMembers) expect(member.demo).toBe(true);
  });

  it('links out only to placeholder addresses over https', () => {
    for (const member of teamMembers)
      expect(member.profileUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\/example-[a-z-]+$/);
    for (const company of groupCompanies)
      expect(company.url).toMatch(/^https:\/\/example\.com\/[a-z-]+$/);
  });

  it('points every entry at a generated image that exists', () => {
    const names = [
      chiefExecutive.image,
      ...[teamMembers, lifePhotos, groupCompanies, certifications].flatMap((list) =>
        list.map((entry) => entry.image),
      ),
    ];
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(images[name].src).toMatch(/^\/images\//);
  });
});
