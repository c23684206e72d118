/**
 * @generated SignedSource<<db1538afcdd527fbac399f993807cdc9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductTagSlug = "age" | "doors" | "drivetrain" | "fuel" | "height" | "hitch_capacity" | "licence_requirement" | "load_capacity" | "range" | "range_included" | "seats" | "transmission" | "van_type" | "weight" | "%future added value";
export type RentalOptionStatus = "archived" | "draft" | "private" | "public" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RentalOptionForm_rentalOption$data = {
  readonly acriss: string | null | undefined;
  readonly canBeRequestedFromOtherLocation: boolean;
  readonly category: {
    readonly id: string;
    readonly requireTransportationBetweenLocations: boolean;
  };
  readonly company: {
    readonly id: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly description: string | null | undefined;
  readonly descriptionEn: string | null | undefined;
  readonly historyOwner?: {
    readonly " $fragmentSpreads": FragmentRefs<"HistoryPanel_owner">;
  } | null | undefined;
  readonly id: string;
  readonly image: string | null | undefined;
  readonly imageAltText: string | null | undefined;
  readonly imageAltTextEn: string | null | undefined;
  readonly imageUpload: {
    readonly id: string;
    readonly url: string;
  } | null | undefined;
  readonly isDigital: boolean;
  readonly location: {
    readonly id: string;
  } | null | undefined;
  readonly maxAmount: number;
  readonly mileageBusinessDay: number | null | undefined;
  readonly mileageBusinessMonth: number | null | undefined;
  readonly mileageBusinessWeek: number | null | undefined;
  readonly mileageBusinessWeekend: number | null | undefined;
  readonly mileagePrivateDay: number | null | undefined;
  readonly mileagePrivateMonth: number | null | undefined;
  readonly mileagePrivateWeek: number | null | undefined;
  readonly mileagePrivateWeekend: number | null | undefined;
  readonly mileageSameForBoth: boolean;
  readonly nodailyprice: boolean;
  readonly priceBusinessDamageDeductible: string | null | undefined;
  readonly priceBusinessDay: string | null | undefined;
  readonly priceBusinessDayMaximum: string | null | undefined;
  readonly priceBusinessDayMinimum: string | null | undefined;
  readonly priceBusinessHour: string | null | undefined;
  readonly priceBusinessMonth: string | null | undefined;
  readonly priceBusinessOnetime: string | null | undefined;
  readonly priceBusinessTotalMaximum: string | null | undefined;
  readonly priceBusinessTotalMinimum: string | null | undefined;
  readonly priceBusinessWeek: string | null | undefined;
  readonly priceBusinessWeekend: string | null | undefined;
  readonly pricePrivateDamageDeductible: string | null | undefined;
  readonly pricePrivateDay: string | null | undefined;
  readonly pricePrivateDayMaximum: string | null | undefined;
  readonly pricePrivateDayMinimum: string | null | undefined;
  readonly pricePrivateHour: string | null | undefined;
  readonly pricePrivateMonth: string | null | undefined;
  readonly pricePrivateOnetime: string | null | undefined;
  readonly pricePrivateTotalMaximum: string | null | undefined;
  readonly pricePrivateTotalMinimum: string | null | undefined;
  readonly pricePrivateWeek: string | null | undefined;
  readonly pricePrivateWeekend: string | null | undefined;
  readonly samePricePrivateBusiness: boolean;
  readonly status: RentalOptionStatus;
  readonly tags: ReadonlyArray<{
    readonly highlight: boolean;
    readonly position: number;
    readonly tag: {
      readonly id: string;
      readonly slug: ProductTagSlug;
    };
    readonly value: string;
  }>;
  readonly title: string;
  readonly titleEn: string | null | undefined;
  readonly updatedAt: string;
  readonly vatFactor: string;
  readonly viewerMayChange: boolean | null | undefined;
  readonly viewerMayDelete: boolean | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductsTab_rentalOption">;
  readonly " $fragmentType": "RentalOptionForm_rentalOption";
};
export type RentalOptionForm_rentalOption$key = {
  readonly " $data"?: RentalOptionForm_rentalOption$data;
  readonly " $fragmentSpreads": FragmentRefs<"RentalOptionForm_rentalOption">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "existing"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "RentalOptionForm_rentalOption",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMayChange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMayDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "titleEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "descriptionEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageAltTextEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acriss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageAltText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Upload",
      "kind": "LinkedField",
      "name": "imageUpload",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requireTransportationBetweenLocations",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canBeRequestedFromOtherLocation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDigital",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "samePricePrivateBusiness",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nodailyprice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatFactor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mileageSameForBoth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mileagePrivateDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mileagePrivateWeekend",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mileagePrivateWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mileagePrivateMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mileageBusinessDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mileageBusinessWeekend",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mileageBusinessWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mileageBusinessMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateHour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateWeekend",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateOnetime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateTotalMinimum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateTotalMaximum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateDayMinimum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateDayMaximum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateDamageDeductible",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessHour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessWeekend",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessOnetime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessTotalMinimum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessTotalMaximum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessDayMinimum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessDayMaximum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceBusinessDamageDeductible",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RentalOptionTag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "highlight",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductTag",
          "kind": "LinkedField",
          "name": "tag",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductsTab_rentalOption"
    },
    {
      "condition": "existing",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HistoryPanel_owner"
              }
            ],
            "type": "Historied",
            "abstractKey": "__isHistoried"
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "historyOwner"
        }
      ]
    }
  ],
  "type": "RentalOption",
  "abstractKey": null
};
})();

(node as any).hash = "6bbfe3be167ddee95e3dce004500f30e";

export default node;
