/**
 * @generated SignedSource<<07b1404d7b0c6bce0ec5f08a38b6c657>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RentalOptionStatus = "archived" | "draft" | "private" | "public" | "%future added value";
export type UpdateRentalOptionInput = {
  id: string;
  image?: string | null | undefined;
  imageUploadId?: string | null | undefined;
  status?: RentalOptionStatus | null | undefined;
  tags?: ReadonlyArray<RentalOptionTagInput> | null | undefined;
  title?: string | null | undefined;
  updatedAt: string;
};
export type RentalOptionTagInput = {
  highlight?: boolean | null | undefined;
  tagId: string;
  value: string;
};
export type DeleteRentalOptionButtonArchiveMutation$variables = {
  input: UpdateRentalOptionInput;
};
export type DeleteRentalOptionButtonArchiveMutation$data = {
  readonly updateRentalOption: {
    readonly __typename: string;
    readonly message?: string;
    readonly rentalOption?: {
      readonly id: string;
      readonly status: RentalOptionStatus;
      readonly updatedAt: string;
    };
  };
};
export type DeleteRentalOptionButtonArchiveMutation = {
  response: DeleteRentalOptionButtonArchiveMutation$data;
  variables: DeleteRentalOptionButtonArchiveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "input",
            "variableName": "input"
          }
        ],
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateRentalOption",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RentalOption",
                "kind": "LinkedField",
                "name": "rentalOption",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
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
                    "name": "updatedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateRentalOptionSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              }
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteRentalOptionButtonArchiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteRentalOptionButtonArchiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a6fae8aad5e71264207847ac8f35bd2c",
    "id": null,
    "metadata": {},
    "name": "DeleteRentalOptionButtonArchiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "88ee59f96f56ecc9ef331598d8d2a3e2";

export default node;
